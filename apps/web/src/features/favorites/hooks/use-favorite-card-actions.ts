import { useQueryClient } from '@tanstack/react-query';
import { useSetFavorite } from '@/api/favorites';
import { cachedApi } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import type { FavoriteView } from '../lib/favorite-view';

/** Copies the public link of an ad, {origin}/ad/{id}; false when the browser refuses. */
async function copyAdLink(adId: number): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/ad/${adId}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Remove (with "Removed from favorites") and Copy Link for the cards of /favorites. Used by the page, not the
 * list: removing the last card unmounts the list, and the toast must still arrive.
 */
export function useFavoriteCardActions() {
  const { t } = useTranslation('favorites');
  const queryClient = useQueryClient();
  // The card leaves the list at once, with the hearts' ids; a failure puts it back.
  const removal = useSetFavorite({
    onMutate: ({ adId }) => {
      const list = cachedApi(queryClient, 'GET /favorites');
      const before = list.get();
      list.update((answer) => ({ ...answer, data: answer.data.filter((f) => f.id !== adId) }));
      return () => list.set(before);
    },
  });

  const remove = (favorite: FavoriteView) =>
    removal.mutate(
      { adId: favorite.id, isFavorite: false },
      {
        onSuccess: () => toast.success(t('toasts.removed')),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('toasts.removeFailed')),
      },
    );

  const copyLink = async (favorite: FavoriteView) => {
    if (await copyAdLink(favorite.id)) toast.success(t('toasts.linkCopied'));
    else toast.error(t('toasts.copyFailed'));
  };

  return { remove, copyLink, removingId: removal.isPending ? removal.variables.adId : undefined };
}

export type FavoriteCardActions = ReturnType<typeof useFavoriteCardActions>;
