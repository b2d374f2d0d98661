import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Favorite } from '../lib/favorite-view';
import { favoriteIdsQueryKey, favoritesListQueryKey, favoritesRootKey } from './get-favorites';

/** DELETE /api/favorites/{adId}. */
export const removeFavorite = (adId: number) => api.delete<{ success: boolean; message: string }>(`/favorites/${adId}`);

type Snapshot = { list?: Favorite[]; ids?: number[] };

/** Removes at once from the list and the hearts' ids (optimistic); a failure puts the card back. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onMutate: async (adId): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: favoritesRootKey });
      const snapshot: Snapshot = {
        list: queryClient.getQueryData<Favorite[]>(favoritesListQueryKey),
        ids: queryClient.getQueryData<number[]>(favoriteIdsQueryKey),
      };
      if (snapshot.list)
        queryClient.setQueryData(
          favoritesListQueryKey,
          snapshot.list.filter((f) => f.id !== adId),
        );
      if (snapshot.ids)
        queryClient.setQueryData(
          favoriteIdsQueryKey,
          snapshot.ids.filter((id) => id !== adId),
        );
      return snapshot;
    },
    onError: (_error, _adId, snapshot) => {
      if (snapshot?.list) queryClient.setQueryData(favoritesListQueryKey, snapshot.list);
      if (snapshot?.ids) queryClient.setQueryData(favoriteIdsQueryKey, snapshot.ids);
    },
    onSettled: (_data, _error, adId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesRootKey }),
        // The ad's page (ads feature, key ['ads', 'detail', id]) shows the favourite count and heart.
        queryClient.invalidateQueries({ queryKey: ['ads', 'detail', adId] }),
      ]),
  });
}
