import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { AdDetail } from '@mohalla/shared';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { setFavorite } from '../api/favorite-ad';
import { favoriteIdsQueryKey, favoritesRootKey, toggledIds, useFavoriteIds } from '../api/favorite-ids';
import { adQueryKey } from '../api/get-ad';

type Snapshot = { ids?: number[]; detail?: AdDetail };

/**
 * The favourite heart's behaviour, in one place for the detail page, cards and quick actions.
 * Visitors get the spec's sign-in text (section 5). Signed in, the heart follows the shared
 * /api/favorites/ids query and flips at once (optimistic); a failure puts it back with the reason.
 */
export function useFavoriteToggle(ad: { id: number; isFavorite?: boolean }) {
  const { t } = useTranslation('ads');
  const queryClient = useQueryClient();
  const { user, isLoading: isSessionLoading } = useSession();
  const isSignedIn = user !== null;
  const ids = useFavoriteIds(isSignedIn);
  // The detail answer carries isFavorite for signed-in callers; it stands in until the ids arrive.
  const isFavorite = isSignedIn && (ids.data ? ids.data.includes(ad.id) : (ad.isFavorite ?? false));

  const mutation = useMutation({
    mutationFn: (next: boolean) => setFavorite(ad.id, next),
    onMutate: async (next): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: favoriteIdsQueryKey });
      const snapshot: Snapshot = {
        ids: queryClient.getQueryData<number[]>(favoriteIdsQueryKey),
        detail: queryClient.getQueryData<AdDetail>(adQueryKey(ad.id)),
      };
      if (snapshot.ids) queryClient.setQueryData(favoriteIdsQueryKey, toggledIds(snapshot.ids, ad.id, next));
      if (snapshot.detail && snapshot.detail.isFavorite !== next) {
        const favorites = Math.max(0, snapshot.detail.favorites + (next ? 1 : -1));
        queryClient.setQueryData<AdDetail>(adQueryKey(ad.id), { ...snapshot.detail, isFavorite: next, favorites });
      }
      return snapshot;
    },
    onError: (error, _next, snapshot) => {
      if (snapshot?.ids) queryClient.setQueryData(favoriteIdsQueryKey, snapshot.ids);
      if (snapshot?.detail) queryClient.setQueryData(adQueryKey(ad.id), snapshot.detail);
      if (error instanceof ApiError && error.status === 401) toast.error(t('favorites.signInToManage'));
      else toast.error(error instanceof ApiError ? error.message : t('favorites.updateFailed'));
    },
    onSuccess: (isNowFavorite) => {
      toast.success(isNowFavorite ? t('favorites.added') : t('favorites.removed'));
    },
    // The /favorites list and the ids both live under the root key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesRootKey }),
  });

  const { mutate, isPending } = mutation;
  const toggle = useCallback(() => {
    if (isSessionLoading || isPending) return;
    if (!isSignedIn) {
      toast.error(t('actions.signInForFavorites'));
      return;
    }
    mutate(!isFavorite);
  }, [isSessionLoading, isPending, isSignedIn, isFavorite, mutate, t]);

  return { isFavorite, toggle, isPending };
}
