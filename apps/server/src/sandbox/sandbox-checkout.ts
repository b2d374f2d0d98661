import crypto from 'node:crypto';
import { MerchantOrderIdSchema } from '@mohalla/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { FetchLike } from '../modules/payments/phonepe-http.ts';
import { webhookAuthorization } from '../modules/payments/webhook-auth.ts';
import { renderCheckout, renderNotice } from './checkout-page.ts';
import { judgePayment, type CheckoutForm } from './instruments.ts';
import { orderStatusBody } from './sandbox-api.ts';
import { settleExpiry, type SandboxOrder, type SandboxStore } from './sandbox-store.ts';

export type SandboxWebhook = { url: string; username: string; password: string };
type Deps = {
  store: SandboxStore;
  webhook: SandboxWebhook;
  fetch: FetchLike;
  log: FastifyBaseLogger;
  now: () => number;
  routePrefix: string;
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The page PhonePe shows the payer, and what happens after: the order settles, the shop's webhook is called
 * with the Authorization header PhonePe sends, and the browser is redirected to the shop's redirectUrl.
 */
export function sandboxCheckoutRoutes(app: FastifyInstance, { store, webhook, fetch, log, now, routePrefix }: Deps): void {
  const load = async (id: string, token: unknown): Promise<SandboxOrder | undefined> => {
    if (!MerchantOrderIdSchema.safeParse(id).success || typeof token !== 'string') return undefined;
    const order = await store.getOrder(id);
    // The gateway's order id in the link keeps other people's checkout pages closed to guessers.
    return order && order.orderId === token ? order : undefined;
  };

  const notify = async (order: SandboxOrder) => {
    const event = order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: webhookAuthorization(webhook.username, webhook.password) },
        body: JSON.stringify({ event, payload: { merchantOrderId: order.merchantOrderId, ...orderStatusBody(order) } }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) log.warn({ status: response.status, merchantOrderId: order.merchantOrderId }, 'sandbox webhook was not accepted');
    } catch (err) {
      log.warn({ err, merchantOrderId: order.merchantOrderId }, 'sandbox webhook could not be delivered');
    }
  };

  app.get('/checkout/:merchantOrderId', async (request, reply) => {
    const { merchantOrderId } = request.params as { merchantOrderId: string };
    const token = (request.query as { token?: unknown }).token;
    const order = await load(merchantOrderId, token);
    if (!order) return html(reply, 404, renderNotice('Unknown checkout', 'This payment link is not valid.'));
    if (settleExpiry(order, now())) await store.saveOrder(order);
    if (order.state !== 'PENDING') {
      return html(
        reply,
        409,
        renderNotice(`Order ${order.state.toLowerCase()}`, 'This order can no longer be paid.', order.merchantRedirectUrl),
      );
    }
    return html(reply, 200, renderCheckout(order, { action: `${routePrefix}/checkout/${order.merchantOrderId}`, token: order.orderId }));
  });

  app.post('/checkout/:merchantOrderId', async (request, reply) => {
    const { merchantOrderId } = request.params as { merchantOrderId: string };
    const form = (request.body ?? {}) as CheckoutForm;
    const result = await store.withLock(merchantOrderId, async () => {
      const order = await load(merchantOrderId, form.token);
      if (!order) return { kind: 'unknown' as const };
      if (settleExpiry(order, now())) await store.saveOrder(order);
      // A second click on Pay, or Back and Pay again: the first answer stands, the payer just goes back.
      if (order.state !== 'PENDING') return { kind: 'settled' as const, order, changed: false };
      const judgement = judgePayment(form);
      if (judgement.outcome === 'INVALID') return { kind: 'invalid' as const, order, message: judgement.message };
      order.paymentDetails.push({
        transactionId: `OM${now()}${crypto.randomInt(100_000, 999_999)}`,
        paymentMode: judgement.paymentMode,
        state: judgement.outcome,
        amount: order.amount,
        timestamp: now(),
        ...(judgement.errorCode ? { errorCode: judgement.errorCode, detailedErrorCode: judgement.detailedErrorCode } : {}),
      });
      if (judgement.outcome !== 'PENDING') order.state = judgement.outcome;
      await store.saveOrder(order);
      return { kind: 'settled' as const, order, changed: judgement.outcome !== 'PENDING' };
    });

    if (result.kind === 'unknown') return html(reply, 404, renderNotice('Unknown checkout', 'This payment link is not valid.'));
    if (result.kind === 'invalid') {
      return html(
        reply,
        422,
        renderCheckout(result.order, {
          action: `${routePrefix}/checkout/${merchantOrderId}`,
          token: result.order.orderId,
          error: result.message,
        }),
      );
    }
    // Like PhonePe, the webhook goes out before the payer is back on the shop's page.
    if (result.changed && form.notify) await notify(result.order);
    return reply.redirect(result.order.merchantRedirectUrl, 303);
  });
}
