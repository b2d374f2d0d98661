import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Favorite } from '../lib/favorite-view';

/**
 * Under the 'favorites' root that the hearts on cards and the detail page also use (their ids query and
 * their invalidation), so a heart tapped anywhere and a removal here keep each other in sync.
 */
export const favoritesRootKey = ['favorites'] as const;
export const favoritesListQueryKey = ['favorites', 'list'] as const;
export const favoriteIdsQueryKey = ['favorites', 'ids'] as const;

export const getFavorites = async (): Promise<Favorite[]> => (await api.get<{ success: true; data: Favorite[] }>('/favorites')).data;

export const favoritesQueryOptions = () => queryOptions({ queryKey: favoritesListQueryKey, queryFn: getFavorites });

/** GET /api/favorites: the signed-in user's saved ads, newest saved first. */
export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
