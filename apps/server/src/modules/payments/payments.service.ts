import crypto from 'node:crypto';
import { MESSAGES, PAYMENT_MESSAGES, type PayRequest, type PaymentStatus } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { AmountMismatchError, type PaymentReconciler } from './payment-reconciler.ts';
import type { PhonePeClient } from './phonepe-client.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** How long the payer has on the checkout page (PhonePe allows 300 to 3600 seconds). */
const ORDER_LIFETIME_SECONDS = 20 * 60;
/** An open order is reused only while the payer still has this long to finish it. */
const REUSE_MARGIN_MS = 2 * 60_000;

type Deps = { repo: PaymentsRepository; gateway: PhonePeClient; reconciler: PaymentReconciler; publicUrl: string; log: FastifyBaseLogger };

/** Unique, unguessable and within PhonePe's 63 characters of [A-Za-z0-9_-]: MA<ad>-<time>-<random>. */
export const newMerchantOrderId = (adId: number) => `MA${adId}-${Date.now().toString(36)}-${crypto.randomBytes(8).toString('hex')}`;

const isPayable = (ad: { status: string; expiresAt: Date | null }) =>
  ad.status === 'draft' ||
  ad.status === 'expired' ||
  (ad.status === 'active' && ad.expiresAt !== null && ad.expiresAt.getTime() <= Date.now());

/** Starting a payment and reading its outcome; the owner comes from the session, the amount from the database. */
export function createPaymentsService({ repo, gateway, reconciler, publicUrl, log }: Deps) {
  return {
    async pay(userId: string, input: PayRequest): Promise<{ url: string; merchantOrderId: string; amountPaise: number }> {
      const ad = await repo.findOwnedAd(input.adId, userId);
      // Someone else's ad answers like a missing one, so ids cannot be probed.
      if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      if (!isPayable(ad)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPayable);
      const plan = await repo.findPlan(input.planId);
      if (!plan) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPlan);

      const open = await repo.findOpenOrder(ad.id, plan.id, userId, new Date(Date.now() + REUSE_MARGIN_MS));
      if (open?.redirectUrl) return { url: open.redirectUrl, merchantOrderId: open.merchantOrderId, amountPaise: open.amountPaise };

      const merchantOrderId = newMerchantOrderId(ad.id);
      // The row exists before the gateway order, so every order PhonePe knows can be found and reconciled.
      await repo.insertPending({
        merchantOrderId,
        adId: ad.id,
        userId,
        planId: plan.id,
        amountPaise: plan.pricePaise,
        expireAt: new Date(Date.now() + ORDER_LIFETIME_SECONDS * 1000),
      });
      try {
        const order = await gateway.createPayment({
          merchantOrderId,
          amountPaise: plan.pricePaise,
          redirectUrl: `${publicUrl}/payment-success?merchantOrderId=${merchantOrderId}`,
          expireAfterSeconds: ORDER_LIFETIME_SECONDS,
          metaInfo: { udf1: String(ad.id), udf2: plan.key },
        });
        if (!order.redirectUrl) throw new Error('the gateway answered without a checkout URL');
        await repo.saveGatewayOrder(merchantOrderId, {
          gatewayOrderId: order.orderId,
          redirectUrl: order.redirectUrl,
          expireAt: new Date(order.expireAt),
        });
        return { url: order.redirectUrl, merchantOrderId, amountPaise: plan.pricePaise };
      } catch (err) {
        log.error({ err, merchantOrderId }, 'creating the PhonePe order failed');
        await repo.markFailed(repo.db, merchantOrderId, {
          reason: 'order creation failed',
          message: err instanceof Error ? err.message : String(err),
        });
        throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.processFailed);
      }
    },

    /** The owner's view of an order; a PENDING one is first checked with the gateway. */
    async status(userId: string, merchantOrderId: string): Promise<PaymentStatus> {
      let row = await repo.find(merchantOrderId);
      if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
      if (row.state === 'PENDING') {
        try {
          await reconciler.refresh(row);
        } catch (err) {
          if (err instanceof AmountMismatchError) throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountMismatch);
          throw err;
        }
        row = (await repo.find(merchantOrderId))!;
      }
      return {
        merchantOrderId,
        state: row.state,
        adId: row.adId,
        amount: row.amountPaise / 100,
        amountPaise: row.amountPaise,
        planName: row.planName,
        adStatus: row.adStatus === 'active' && row.adExpiresAt && row.adExpiresAt.getTime() <= Date.now() ? 'expired' : row.adStatus,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
