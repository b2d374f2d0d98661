import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFavoriteIds, useSetFavorite } from '@/api/favorites';
import { cachedApi } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * The favourite heart's behaviour, in one place for the detail page, cards and quick actions. Visitors are asked
 * to sign in. Signed in, the heart follows the shared /api/favorites/ids query and flips at once (optimistic),
 * with the ad page's count; a failure puts both back and says why.
 */
export function useFavoriteToggle(ad: { id: number; isFavorite?: boolean }) {
  const { t } = useTranslation('ads');
  const queryClient = useQueryClient();
  const { user, isLoading: isSessionLoading } = useSession();
  const isSignedIn = user !== null;
  const ids = useFavoriteIds(isSignedIn);
  // The detail answer carries isFavorite for signed-in callers; it stands in until the ids arrive.
  const isFavorite = isSignedIn && (ids.data ? ids.data.includes(ad.id) : (ad.isFavorite ?? false));

  const mutation = useSetFavorite({
    onMutate: ({ isFavorite: next }) => {
      const detail = cachedApi(queryClient, 'GET /ads/:id', { params: { id: ad.id } });
      const before = detail.get();
      if (!before || before.data.isFavorite === next) return;
      const favorites = Math.max(0, before.data.favorites + (next ? 1 : -1));
      detail.set({ ...before, data: { ...before.data, isFavorite: next, favorites } });
      return () => detail.set(before);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) toast.error(t('favorites.signInToManage'));
      else toast.error(error instanceof ApiError ? error.message : t('favorites.updateFailed'));
    },
    onSuccess: (isNowFavorite) => toast.success(isNowFavorite ? t('favorites.added') : t('favorites.removed')),
  });

  const { mutate, isPending } = mutation;
  const toggle = useCallback(() => {
    if (isSessionLoading || isPending) return;
    if (!isSignedIn) {
      toast.error(t('actions.signInForFavorites'));
      return;
    }
    mutate({ adId: ad.id, isFavorite: !isFavorite });
  }, [isSessionLoading, isPending, isSignedIn, isFavorite, mutate, t, ad.id]);

  return { isFavorite, toggle, isPending };
}
