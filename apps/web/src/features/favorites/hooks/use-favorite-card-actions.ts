import { useTranslation } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveFavorite } from '../api/remove-favorite';
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
 * Remove (with the spec's "Removed from favorites") and Copy Link for the cards of /favorites. Used by the
 * page, not the list: removing the last card unmounts the list, and the toast must still arrive.
 */
export function useFavoriteCardActions() {
  const { t } = useTranslation('favorites');
  const removal = useRemoveFavorite();

  const remove = (favorite: FavoriteView) =>
    removal.mutate(favorite.id, {
      onSuccess: () => toast.success(t('toasts.removed')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('toasts.removeFailed')),
    });

  const copyLink = async (favorite: FavoriteView) => {
    if (await copyAdLink(favorite.id)) toast.success(t('toasts.linkCopied'));
    else toast.error(t('toasts.copyFailed'));
  };

  return { remove, copyLink, removingId: removal.isPending ? removal.variables : undefined };
}

export type FavoriteCardActions = ReturnType<typeof useFavoriteCardActions>;
