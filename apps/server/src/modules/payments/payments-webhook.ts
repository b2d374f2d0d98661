import { MerchantOrderIdSchema, PAYMENT_MESSAGES } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { PaymentReconciler } from './payment-reconciler.ts';
import { isWebhookAuthorized } from './webhook-auth.ts';

const WebhookSchema = z.object({
  event: z.string(),
  payload: z.looseObject({ merchantOrderId: MerchantOrderIdSchema.optional(), originalMerchantOrderId: z.string().optional() }),
});

type Deps = { reconciler: PaymentReconciler; username: string; password: string; log: FastifyBaseLogger };

/**
 * PhonePe's callback. The header is a fixed secret, not a signature of the body, so a captured call can be
 * replayed: the body only says which order to look at, and the order is settled from the Order Status API.
 */
export function createWebhookHandler({ reconciler, username, password, log }: Deps) {
  return async (authorization: string | undefined, body: unknown): Promise<void> => {
    if (!isWebhookAuthorized(authorization, username, password)) {
      log.warn('payment webhook with a wrong Authorization header refused');
      throw new AppError('UNAUTHENTICATED', PAYMENT_MESSAGES.webhookUnauthorized);
    }
    const parsed = WebhookSchema.safeParse(body);
    if (!parsed.success) throw new AppError('BAD_REQUEST', 'Unrecognised webhook body');
    const { event, payload } = parsed.data;
    if (!event.startsWith('checkout.order.') || !payload.merchantOrderId) {
      // Refund events need no action: refunds are started and tracked by a person for now.
      log.info({ event, merchantOrderId: payload.merchantOrderId ?? payload.originalMerchantOrderId }, 'payment webhook noted');
      return;
    }
    try {
      await reconciler.refreshById(payload.merchantOrderId);
    } catch (err) {
      // Still a 2xx: PhonePe retrying would not help, and the sweep re-checks every pending order anyway.
      log.error({ err, event, merchantOrderId: payload.merchantOrderId }, 'payment webhook re-check failed');
    }
  };
}

export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
