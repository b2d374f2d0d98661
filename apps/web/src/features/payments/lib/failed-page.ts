import { PAYMENT_MESSAGES, type PaymentStatus } from '@mohalla/shared';

/** Codes another page of ours may put in /payment-failed?reason=, each with the product's own words. */
const REASONS: Record<string, string> = {
  cancelled: PAYMENT_MESSAGES.failedOrCancelled,
  failed: PAYMENT_MESSAGES.failed,
};

/**
 * What /payment-failed says: the server's word on the payer's own order when it has one, else the text of a known
 * code, else the spec's fallback. Anyone can craft the link, so no text from the address is ever shown.
 */
export function failedPageText(payment: PaymentStatus | undefined, reason: string | null): string {
  if (payment?.state === 'FAILED') return PAYMENT_MESSAGES.failedOrCancelled;
  return (reason !== null && Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined) ?? PAYMENT_MESSAGES.failed;
}

/** The ad whose plan step Try Again opens: the order's own, else a whole number from the address (a link, not text). */
export function retryAdId(payment: PaymentStatus | undefined, adIdParam: string | null): number | null {
  if (payment) return payment.adId;
  const adId = Number(adIdParam);
  return adIdParam !== null && /^\d{1,10}$/.test(adIdParam) && Number.isSafeInteger(adId) && adId > 0 ? adId : null;
}
