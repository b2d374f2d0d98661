import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, cachedApi, callApi } from '@/lib/api';

/** Every favourites answer (the saved list and the hearts' ids) lives under this key: one invalidation refreshes both. */
export const favoritesRootKey = apiKey('GET /favorites');

/** The ids with `adId` added or removed, each id once (the optimistic step of the heart). */
export function toggledIds(ids: readonly number[], adId: number, isFavorite: boolean): number[] {
  const rest = ids.filter((id) => id !== adId);
  return isFavorite ? [...rest, adId] : rest;
}

/**
 * GET /api/favorites/ids: the signed-in person's saved ad ids, one request shared by every heart on the page, fresh
 * for the app's default 5 minutes (a heart's own change refreshes it at once).
 */
export function useFavoriteIds(isEnabled: boolean) {
  return useQuery({ ...apiQuery('GET /favorites/ids', {}, { select: (answer) => answer.data }), enabled: isEnabled });
}

type Change = { adId: number; isFavorite: boolean };
type Handlers = {
  /** Another optimistic change to make with the ids' (the ad page's count, the saved list); answers how to undo it. */
  onMutate?: (change: Change) => (() => void) | void;
  onError?: (error: Error) => void;
  onSuccess?: (isFavorite: boolean) => void;
};
type Snapshot = { ids?: number[]; undo?: () => void };

/**
 * POST or DELETE /api/favorites/{adId}: saves or forgets an ad, the hearts' ids changed at once (optimistic) and
 * put back if the server refuses.
 */
export function useSetFavorite(handlers: Handlers = {}) {
  const queryClient = useQueryClient();
  const ids = cachedApi(queryClient, 'GET /favorites/ids');
  return useMutation({
    mutationFn: async ({ adId, isFavorite }: Change) =>
      (await callApi(isFavorite ? 'POST /favorites/:adId' : 'DELETE /favorites/:adId', { params: { adId } })).data.isFavorite,
    onMutate: async (change): Promise<Snapshot> => {
      // The ids and the saved list: an answer still on its way must not undo the change.
      await queryClient.cancelQueries({ queryKey: favoritesRootKey });
      const before = ids.get();
      if (before) ids.set({ ...before, data: toggledIds(before.data, change.adId, change.isFavorite) });
      return { ids: before?.data, undo: handlers.onMutate?.(change) ?? undefined };
    },
    onError: (error, _change, snapshot) => {
      if (snapshot?.ids) ids.update((answer) => ({ ...answer, data: snapshot.ids! }));
      snapshot?.undo?.();
      handlers.onError?.(error);
    },
    onSuccess: handlers.onSuccess,
    // The saved list and the ids both live under the root key; the ad's own page shows its count.
    onSettled: (_answer, _error, { adId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesRootKey }),
        queryClient.invalidateQueries({ queryKey: apiKey('GET /ads/:id', { params: { id: adId } }) }),
      ]),
  });
}
