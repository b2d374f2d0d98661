import type { PaymentStatus } from '@mohalla/shared';

/** What the page says after a payment, decided from the server's answer only. */
export type Outcome =
  | { state: 'creating' }
  | { state: 'success'; isPublished: boolean; payment: PaymentStatus }
  | { state: 'refunded'; payment: PaymentStatus }
  | { state: 'payment-failed'; payment: PaymentStatus }
  | { state: 'no-data' }
  | { state: 'error'; message: string }
  | { state: 'unknown'; status: string | null };

type Input = {
  merchantOrderId: string | null;
  payment?: PaymentStatus;
  error?: { status?: number; message: string } | null;
  /** True once polling a PENDING order has given up. */
  hasStoppedPolling: boolean;
};

/**
 * Query parameters only name the order to look up; nothing in them is believed. No id, or an id the server
 * does not know (made up, or someone else's), is "no-data" and publishes nothing.
 */
export function decideOutcome({ merchantOrderId, payment, error, hasStoppedPolling }: Input): Outcome {
  if (!merchantOrderId) return { state: 'no-data' };
  if (error) return error.status === 404 ? { state: 'no-data' } : { state: 'error', message: error.message };
  if (!payment) return { state: 'creating' };
  switch (payment.state) {
    case 'COMPLETED':
      // Paid for an ad that was deleted or sold meanwhile: the server refunded it, nothing was published.
      if (payment.isRefunded) return { state: 'refunded', payment };
      return { state: 'success', isPublished: payment.adStatus === 'active', payment };
    case 'FAILED':
      return { state: 'payment-failed', payment };
    case 'PENDING':
      return hasStoppedPolling ? { state: 'unknown', status: payment.state } : { state: 'creating' };
    default:
      return { state: 'unknown', status: (payment as { state?: string }).state ?? null };
  }
}

/** The order id from the redirect: ours is merchantOrderId; orderId is the spec's name for it. */
export const orderIdFrom = (params: URLSearchParams): string | null => {
  const id = params.get('merchantOrderId') ?? params.get('orderId');
  return id && /^[A-Za-z0-9_-]{1,63}$/.test(id) ? id : null;
};
