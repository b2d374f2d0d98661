import { useRef, useState, type RefObject } from 'react';
import type { UserAd } from '@mohalla/shared';
import { useTranslation } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePaymentPlans } from '@/api/payment-plans';
import { useDeleteAd } from '../api/delete-ad';
import { useMarkAdSold } from '../api/mark-ad-sold';
import { adLink, copyToClipboard } from '../lib/ad-link';
import { paidTimeLeft, type PaidTimeLeft } from '../lib/paid-time-left';

export type ConfirmKind = 'delete' | 'sold';
/** A question the owner is answering; `loss` once a delete asks again because paid days would be lost. */
export type PendingAction = { kind: ConfirmKind; ad: UserAd; loss?: PaidTimeLeft };

/** The server's reason when it gave one, else the fallback (the server's words are written for people). */
const reason = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/**
 * Delete, Mark as Sold and Share for the owner's ad lists. The two changes ask first; deleting a live ad with paid
 * days left asks again, saying what is lost. The dialog stays open (busy) until the lists have refreshed, so the
 * row disappears or shows Sold the moment it closes.
 */
export function useAdActions(ownerEmail: string, fallbackFocus: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('dashboard');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const deleteAd = useDeleteAd();
  const markSold = useMarkAdSold();
  const plans = usePaymentPlans();

  const ask = (kind: ConfirmKind, ad: UserAd) => {
    triggerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending({ kind, ad });
  };

  const confirm = () => {
    if (!pending) return;
    const close = () => setPending(null);
    if (pending.kind === 'delete' && !pending.loss) {
      const loss = paidTimeLeft(pending.ad, plans.data);
      if (loss) return setPending({ ...pending, loss });
    }
    if (pending.kind === 'delete') {
      deleteAd.mutate(
        { params: { id: pending.ad.AdId }, body: { ownerEmail } },
        {
          onSuccess: () => toast.success(t('toasts.deleted')),
          onError: (e) => toast.error(reason(e, t('toasts.deleteFailed'))),
          onSettled: close,
        },
      );
    } else {
      markSold.mutate(
        { params: { id: pending.ad.AdId } },
        {
          onSuccess: () => toast.success(t('toasts.sold')),
          onError: (e) => toast.error(reason(e, t('toasts.soldFailed'))),
          onSettled: close,
        },
      );
    }
  };

  /** A deleted ad's button is gone when the dialog closes; focus then lands on the list, not on the page top. */
  const onCloseAutoFocus = (event: Event) => {
    if (triggerRef.current?.isConnected) return;
    event.preventDefault();
    fallbackFocus.current?.focus();
  };

  const share = async (ad: UserAd) => {
    if (await copyToClipboard(adLink(ad.AdId))) toast.success(t('toasts.linkCopied'));
    else toast.error(t('toasts.copyFailed'));
  };

  return {
    pending,
    ask,
    cancel: () => setPending(null),
    confirm,
    isPending: deleteAd.isPending || markSold.isPending,
    onCloseAutoFocus,
    share,
  };
}
