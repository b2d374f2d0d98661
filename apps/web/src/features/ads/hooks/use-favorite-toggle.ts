import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdDetail } from '@mohalla/shared';
import { toast } from '@/lib/toast';

/**
 * The favourite heart's behaviour, in one place for the detail page, cards and quick actions.
 * Only the visitor path exists so far: favourites need sign-in (spec section 5). The signed-in path
 * (POST/DELETE /api/favorites/{adId}, api.md) plugs in here when the favourites feature lands,
 * so callers will not change.
 */
export function useFavoriteToggle(ad: Pick<AdDetail, 'id' | 'isFavorite'>) {
  const { t } = useTranslation('ads');
  const isFavorite = ad.isFavorite ?? false;
  const toggle = useCallback(() => {
    toast.error(t('actions.signInForFavorites'));
  }, [t]);
  return { isFavorite, toggle, isPending: false };
}
