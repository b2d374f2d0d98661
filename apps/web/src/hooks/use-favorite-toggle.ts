import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useFavoriteIds, useSetFavorite } from '@/api/favorites';
import { cachedApi } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export type HeartTap = 'wait' | 'sign-in' | 'save' | 'forget';

/** What a tap on a heart does: nothing while the session or this ad's last change is on its way; a visitor is asked to sign in. */
export function heartTap(state: { isSessionLoading: boolean; isSignedIn: boolean; isPending: boolean; isFavorite: boolean }): HeartTap {
  if (state.isSessionLoading || state.isPending) return 'wait';
  if (!state.isSignedIn) return 'sign-in';
  return state.isFavorite ? 'forget' : 'save';
}

export type FavoriteHearts = {
  /** Whether the signed-in person saved the ad; `saved` (the ad page's isFavorite) stands in until the ids arrive. */
  isFavorite: (adId: number, saved?: boolean) => boolean;
  toggle: (adId: number, saved?: boolean) => void;
};

/**
 * Every heart of a list or page, in one place: a list calls it once and gives each card its state and `toggle`,
 * so a card has no query of its own (the server draws twelve per search page, and a card's own queries were half of
 * its cost). Visitors are asked to sign in. Signed in, the hearts follow the shared /api/favorites/ids query
 * and flip at once (optimistic), with the ad page's count; a failure puts both back and says why.
 */
export function useFavoriteHearts(): FavoriteHearts {
  const { t } = useTranslation('ads');
  const queryClient = useQueryClient();
  const { user, isLoading: isSessionLoading } = useSession();
  const isSignedIn = user !== null;
  const ids = useFavoriteIds(isSignedIn);
  const savedIds = useMemo(() => (ids.data ? new Set(ids.data) : undefined), [ids.data]);
  // The ads whose change is on its way, so a second tap waits for the first: one Set for the list's life, changed in
  // place, as nothing on screen shows it.
  const [pending] = useState(() => new Set<number>());

  const { mutateAsync } = useSetFavorite({
    onMutate: ({ adId, isFavorite: next }) => {
      const detail = cachedApi(queryClient, 'GET /ads/:id', { params: { id: adId } });
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

  const isFavorite = useCallback(
    (adId: number, saved = false) => isSignedIn && (savedIds ? savedIds.has(adId) : saved),
    [isSignedIn, savedIds],
  );
  const toggle = useCallback(
    (adId: number, saved?: boolean) => {
      const tap = heartTap({ isSessionLoading, isSignedIn, isPending: pending.has(adId), isFavorite: isFavorite(adId, saved) });
      if (tap === 'wait') return;
      if (tap === 'sign-in') {
        toast.error(t('actions.signInForFavorites'));
        return;
      }
      pending.add(adId);
      // Each change's own promise: mutate()'s callbacks would follow only the latest of several hearts' changes.
      void mutateAsync({ adId, isFavorite: tap === 'save' })
        .catch(() => undefined)
        .finally(() => pending.delete(adId));
    },
    [isSessionLoading, isSignedIn, pending, isFavorite, mutateAsync, t],
  );
  return useMemo(() => ({ isFavorite, toggle }), [isFavorite, toggle]);
}

/** One ad's heart (the ad page's two): `ad.isFavorite`, from the detail answer, stands in until the ids arrive. */
export function useFavoriteToggle(ad: { id: number; isFavorite?: boolean }) {
  const hearts = useFavoriteHearts();
  const { id, isFavorite: saved } = ad;
  const toggle = useCallback(() => hearts.toggle(id, saved), [hearts, id, saved]);
  return { isFavorite: hearts.isFavorite(id, saved), toggle };
}
