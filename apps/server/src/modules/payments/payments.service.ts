import crypto from 'node:crypto';
import { FREE_PLAN_KEY, FREE_PLAN_MESSAGES, MESSAGES, PAYMENT_MESSAGES, type PayRequest, type PaymentStatus } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import { AmountMismatchError, type PaymentReconciler } from './payment-reconciler.ts';
import type { PhonePeClient } from './phonepe-client.ts';
import type { PaymentRecord, PaymentsRepository } from './payments.repository.ts';

/** How long the payer has on the checkout page (PhonePe allows 300 to 3600 seconds). */
const ORDER_LIFETIME_SECONDS = 20 * 60;
/** An open order is reused only while the payer still has this long to finish it. */
const REUSE_MARGIN_MS = 2 * 60_000;
/** An order still without a checkout after this long lost its process (the gateway call gives up after 10 s, twice). */
const STARTING_GRACE_MS = 60_000;

type OpenedOrder = { url: string; merchantOrderId: string; amountPaise: number };
type Plan = { id: number; key: string; pricePaise: number };

type Deps = { repo: PaymentsRepository; gateway: PhonePeClient; reconciler: PaymentReconciler; publicUrl: string; log: FastifyBaseLogger };

/** Unique, unguessable and within PhonePe's 63 characters of [A-Za-z0-9_-]: MA<ad>-<time>-<random>. */
export const newMerchantOrderId = (adId: number) => `MA${adId}-${Date.now().toString(36)}-${crypto.randomBytes(8).toString('hex')}`;

const isPayable = (ad: { status: string; expiresAt: Date | null }) =>
  ad.status === 'draft' ||
  ad.status === 'expired' ||
  (ad.status === 'active' && ad.expiresAt !== null && ad.expiresAt.getTime() <= Date.now());

/** Starting a payment and reading its outcome; the owner comes from the session, the amount from the database. */
export function createPaymentsService({ repo, gateway, reconciler, publicUrl, log }: Deps) {
  /** Orders being opened in this process, by ad and plan: concurrent clicks share one and get the same answer. */
  const opening = new Map<string, Promise<OpenedOrder>>();

  /**
   * The ad's open order for the plan, when the payer can still use it; undefined once it is settled or closed
   * and a new one may open. Throws a 409 while it may still be paid but cannot be handed out again.
   */
  const reuse = async (order: PaymentRecord): Promise<OpenedOrder | undefined> => {
    const { redirectUrl, merchantOrderId, amountPaise } = order;
    if (redirectUrl && order.expireAt && order.expireAt.getTime() > Date.now() + REUSE_MARGIN_MS)
      return { url: redirectUrl, merchantOrderId, amountPaise };
    if (!redirectUrl) {
      // Another server is asking the gateway for it right now.
      if (order.createdAt.getTime() > Date.now() - STARTING_GRACE_MS) throw new AppError('CONFLICT', PAYMENT_MESSAGES.orderOpen);
      // Its process died before anyone got its checkout page, so nobody can be paying it.
      await repo.close(repo.db, merchantOrderId);
      return undefined;
    }
    // Near or past its end the payer may still be finishing it: the gateway says whether it is over.
    const view = await repo.find(merchantOrderId);
    const state = view ? await reconciler.refresh(view).catch(() => 'PENDING' as const) : 'FAILED';
    if (state === 'COMPLETED') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPayable);
    if (state === 'PENDING') throw new AppError('CONFLICT', PAYMENT_MESSAGES.orderOpen);
    return undefined;
  };

  const openOrder = async (userId: string, adId: number, plan: Plan): Promise<OpenedOrder> => {
    const existing = await repo.findOpenOrder(adId, plan.id);
    const reused = existing ? await reuse(existing) : undefined;
    if (reused) return reused;

    const merchantOrderId = newMerchantOrderId(adId);
    // The row exists before the gateway order, so every order PhonePe knows can be found and reconciled; the
    // database keeps it the ad's only open order for the plan (payments_open_order_idx).
    const inserted = await repo.insertPending({
      merchantOrderId,
      adId,
      userId,
      planId: plan.id,
      amountPaise: plan.pricePaise,
      expireAt: new Date(Date.now() + ORDER_LIFETIME_SECONDS * 1000),
    });
    if (!inserted) throw new AppError('CONFLICT', PAYMENT_MESSAGES.orderOpen);
    try {
      const order = await gateway.createPayment({
        merchantOrderId,
        amountPaise: plan.pricePaise,
        redirectUrl: `${publicUrl}/payment-success?merchantOrderId=${merchantOrderId}`,
        expireAfterSeconds: ORDER_LIFETIME_SECONDS,
        metaInfo: { udf1: String(adId), udf2: plan.key },
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
  };

  return {
    async pay(userId: string, input: PayRequest): Promise<OpenedOrder> {
      const ad = await repo.findOwnedAd(input.adId, userId);
      // Someone else's ad answers like a missing one, so ids cannot be probed.
      if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      if (!isPayable(ad)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPayable);
      const plan = await repo.findPlan(input.planId);
      if (!plan) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPlan);
      // Free ads go through POST /ads/:id/publish-free and its limits, never through an order (decision 019).
      if (plan.key === FREE_PLAN_KEY || plan.pricePaise <= 0) throw new AppError('BAD_REQUEST', FREE_PLAN_MESSAGES.notPayable);
      const key = `${ad.id}:${plan.id}`;
      const running = opening.get(key);
      if (running) return running;
      const attempt = openOrder(userId, ad.id, plan).finally(() => opening.delete(key));
      opening.set(key, attempt);
      return attempt;
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
        isRefunded: row.refundState !== null && row.refundState !== 'FAILED',
        isHeldForReview: row.state === 'COMPLETED' && row.adStatus === 'removed' && row.adHiddenBy === 'keyword',
        adStatus: row.adStatus === 'active' && row.adExpiresAt && row.adExpiresAt.getTime() <= Date.now() ? 'expired' : row.adStatus,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
