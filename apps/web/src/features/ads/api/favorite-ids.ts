import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIST_STALE_TIME } from '@/lib/query-keys';

/**
 * Root of every favourites query. The /favorites page keys its list under the same root, so a heart tapped
 * here and a removal there both refresh each other (features do not import each other, the key is the contract).
 */
export const favoritesRootKey = ['favorites'] as const;
export const favoriteIdsQueryKey = ['favorites', 'ids'] as const;

/** The ids with `adId` added or removed, each id once (the optimistic step of the heart). */
export function toggledIds(ids: readonly number[], adId: number, isFavorite: boolean): number[] {
  const rest = ids.filter((id) => id !== adId);
  return isFavorite ? [...rest, adId] : rest;
}

type IdsResponse = { success: true; data: number[] };

export const getFavoriteIds = async (): Promise<number[]> => (await api.get<IdsResponse>('/favorites/ids')).data;

export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favoriteIdsQueryKey, queryFn: getFavoriteIds, staleTime: LIST_STALE_TIME });

/** GET /api/favorites/ids: the signed-in user's saved ad ids, one request shared by every heart on the page. */
export function useFavoriteIds(isEnabled: boolean) {
  return useQuery({ ...favoriteIdsQueryOptions(), enabled: isEnabled });
}
