import crypto from 'node:crypto';
import { MerchantOrderIdSchema } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { settleExpiry, type SandboxOrder, type SandboxStore } from './sandbox-store.ts';

export type SandboxCredentials = { clientId: string; clientSecret: string; clientVersion: number };
type Deps = { store: SandboxStore; credentials: SandboxCredentials; checkoutBaseUrl: string; now: () => number };

const TOKEN_LIFE_SECONDS = 3600;

const PayBody = z.object({
  merchantOrderId: MerchantOrderIdSchema,
  amount: z.number().int().min(100),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: z.record(z.string(), z.unknown()).optional(),
  paymentFlow: z.object({ type: z.literal('PG_CHECKOUT'), merchantUrls: z.object({ redirectUrl: z.url() }) }),
});
const RefundBody = z.object({
  merchantRefundId: MerchantOrderIdSchema,
  originalMerchantOrderId: MerchantOrderIdSchema,
  amount: z.number().int().min(100),
});

const fail = (reply: FastifyReply, status: number, code: string, message: string) => reply.status(status).send({ code, message });

/** The order as PhonePe's Order Status API answers it. */
export const orderStatusBody = (o: SandboxOrder) => ({
  orderId: o.orderId,
  state: o.state,
  amount: o.amount,
  expireAt: o.expireAt,
  metaInfo: o.metaInfo ?? {},
  paymentDetails: o.paymentDetails,
});

/**
 * PhonePe's server-to-server API (token, pay, order status, refund, refund status) with the same paths and
 * shapes. Tokens are kept in memory on purpose: after a restart the client gets a 401 and fetches a new one,
 * which is exactly the recovery the real gateway demands.
 */
export function sandboxApiRoutes(app: FastifyInstance, { store, credentials, checkoutBaseUrl, now }: Deps): void {
  const tokens = new Map<string, number>();

  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^O-Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (!expiresAt || expiresAt <= now()) return fail(reply, 401, 'UNAUTHORIZED', 'Missing, invalid or expired access token');
  };

  app.post('/v1/oauth/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (form.grant_type !== 'client_credentials') return fail(reply, 400, 'BAD_REQUEST', 'grant_type must be client_credentials');
    if (
      form.client_id !== credentials.clientId ||
      form.client_secret !== credentials.clientSecret ||
      form.client_version !== String(credentials.clientVersion)
    ) {
      return fail(reply, 401, 'UNAUTHORIZED', 'Invalid client_id, client_secret or client_version');
    }
    const issuedAt = Math.floor(now() / 1000);
    const token = crypto.randomBytes(24).toString('base64url');
    tokens.set(token, (issuedAt + TOKEN_LIFE_SECONDS) * 1000);
    for (const [t, at] of tokens) if (at <= now()) tokens.delete(t);
    return {
      access_token: token,
      encrypted_access_token: token,
      expires_in: TOKEN_LIFE_SECONDS,
      issued_at: issuedAt,
      expires_at: issuedAt + TOKEN_LIFE_SECONDS,
      session_expires_at: issuedAt + TOKEN_LIFE_SECONDS,
      token_type: 'O-Bearer',
    };
  });

  app.post('/checkout/v2/pay', { preHandler: authorize }, async (request, reply) => {
    const parsed = PayBody.safeParse(request.body);
    if (!parsed.success)
      return fail(reply, 400, 'BAD_REQUEST', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const body = parsed.data;
    const order: SandboxOrder = {
      orderId: `OMO${now()}${crypto.randomInt(100_000, 999_999)}`,
      merchantOrderId: body.merchantOrderId,
      amount: body.amount,
      state: 'PENDING',
      expireAt: now() + (body.expireAfter ?? 1200) * 1000,
      merchantRedirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
      metaInfo: body.metaInfo,
      createdAt: now(),
      paymentDetails: [],
      refundedAmount: 0,
    };
    if (!(await store.createOrder(order))) return fail(reply, 409, 'DUPLICATE_ORDER', 'merchantOrderId has been used already');
    const redirectUrl = `${checkoutBaseUrl}/checkout/${order.merchantOrderId}?token=${order.orderId}`;
    return { orderId: order.orderId, state: order.state, expireAt: order.expireAt, redirectUrl };
  });

  app.get('/checkout/v2/order/:merchantOrderId/status', { preHandler: authorize }, async (request, reply) => {
    const id = MerchantOrderIdSchema.safeParse((request.params as { merchantOrderId: string }).merchantOrderId);
    if (!id.success) return fail(reply, 400, 'BAD_REQUEST', 'Invalid merchantOrderId');
    const order = await store.withLock(id.data, async () => {
      const found = await store.getOrder(id.data);
      if (found && settleExpiry(found, now())) await store.saveOrder(found);
      return found;
    });
    if (!order) return fail(reply, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId');
    return orderStatusBody(order);
  });

  app.post('/payments/v2/refund', { preHandler: authorize }, async (request, reply) => {
    const parsed = RefundBody.safeParse(request.body);
    if (!parsed.success)
      return fail(reply, 400, 'BAD_REQUEST', 'merchantRefundId, originalMerchantOrderId and amount (paise, >= 100) are required');
    const body = parsed.data;
    return store.withLock(body.originalMerchantOrderId, async () => {
      const order = await store.getOrder(body.originalMerchantOrderId);
      if (!order || order.state !== 'COMPLETED') return fail(reply, 400, 'INVALID_ORDER', 'Only a completed order can be refunded');
      if (body.amount > order.amount - order.refundedAmount)
        return fail(reply, 400, 'AMOUNT_EXCEEDED', 'Refund exceeds the amount left to refund');
      const refund = {
        refundId: `OMR${now()}${crypto.randomInt(100_000, 999_999)}`,
        merchantRefundId: body.merchantRefundId,
        originalMerchantOrderId: order.merchantOrderId,
        amount: body.amount,
        createdAt: now(),
      };
      if (!(await store.createRefund(refund))) return fail(reply, 409, 'DUPLICATE_REFUND', 'merchantRefundId has been used already');
      await store.saveOrder({ ...order, refundedAmount: order.refundedAmount + body.amount });
      return { refundId: refund.refundId, amount: refund.amount, state: 'PENDING' };
    });
  });

  // The sandbox settles refunds at once, so the first status check already says COMPLETED.
  app.get('/payments/v2/refund/:merchantRefundId/status', { preHandler: authorize }, async (request, reply) => {
    const id = MerchantOrderIdSchema.safeParse((request.params as { merchantRefundId: string }).merchantRefundId);
    const refund = id.success ? await store.getRefund(id.data) : undefined;
    if (!refund) return fail(reply, 404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId');
    return {
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: refund.originalMerchantOrderId,
      amount: refund.amount,
      state: 'COMPLETED',
      timestamp: refund.createdAt,
      paymentDetails: [
        { transactionId: refund.refundId, paymentMode: 'REFUND', state: 'COMPLETED', amount: refund.amount, timestamp: refund.createdAt },
      ],
    };
  });
}
