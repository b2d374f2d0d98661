import { PAYMENT_MESSAGES, type PhonePeWebhook } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import type { PaymentReconciler } from './payment-reconciler.ts';
import type { RefundsService } from './refunds.service.ts';
import { isWebhookAuthorized } from './webhook-auth.ts';

type Deps = { reconciler: PaymentReconciler; refunds: RefundsService; username: string; password: string; log: FastifyBaseLogger };

/**
 * PhonePe's callback. The header is a fixed secret, not a signature of the body, so a captured call can be
 * replayed: the body only says which order to look at, and the order is settled from the Order Status API.
 */
export function createWebhookHandler({ reconciler, refunds, username, password, log }: Deps) {
  return {
    /** Checked before the body is read: a caller without the secret learns nothing about what a body should hold. */
    authorize(authorization: string | undefined): void {
      if (isWebhookAuthorized(authorization, username, password)) return;
      log.warn('payment webhook with a wrong Authorization header refused');
      throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.webhookUnauthorized);
    },
    async handle({ event, payload }: PhonePeWebhook): Promise<void> {
      const orderId = event.startsWith('checkout.order.') ? payload.merchantOrderId : undefined;
      const refundedOrderId = event.startsWith('pg.refund.') ? payload.originalMerchantOrderId : undefined;
      if (!orderId && !refundedOrderId) {
        log.info({ event, merchantOrderId: payload.merchantOrderId ?? payload.originalMerchantOrderId }, 'payment webhook noted');
        return;
      }
      try {
        if (orderId) await reconciler.refreshById(orderId);
        else if (refundedOrderId) await refunds.refreshForOrder(refundedOrderId);
      } catch (err) {
        // Still a 2xx: PhonePe retrying would not help, and the sweep re-checks every pending order anyway.
        log.error({ err, event, merchantOrderId: payload.merchantOrderId }, 'payment webhook re-check failed');
      }
    },
  };
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
