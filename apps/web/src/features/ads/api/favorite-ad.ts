import { api } from '@/lib/api-client';

type ToggleResponse = { success: true; message: string; data: { adId: number; isFavorite: boolean } };

/** POST /api/favorites/{adId}: adds; adding an ad already saved changes nothing (spec section 4). */
export const addFavorite = (adId: number) => api.post<ToggleResponse>(`/favorites/${adId}`);

/** DELETE /api/favorites/{adId}: removes. */
export const removeFavorite = (adId: number) => api.delete<ToggleResponse>(`/favorites/${adId}`);

/** The spec's toggle: saved ads are removed, others are added; answers the new state. */
export const setFavorite = async (adId: number, isFavorite: boolean): Promise<boolean> =>
  (await (isFavorite ? addFavorite(adId) : removeFavorite(adId))).data.isFavorite;
