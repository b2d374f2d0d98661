import { useApiQuery } from '@/lib/api';

/**
 * GET /api/favorites: the signed-in person's saved ads, newest saved first. Its key is the favourites root, which
 * the hearts' ids also sit under, so a heart tapped anywhere and a removal here refresh each other.
 */
export const useFavorites = () => useApiQuery('GET /favorites', {}, { select: (answer) => answer.data });
