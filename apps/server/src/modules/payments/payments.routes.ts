import { MESSAGES, type PhonePeTestResponse } from '@mohalla/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import { createKeyedLimiter } from '../../base/limiter.ts';
import { route } from '../../base/route.ts';
import type { PhonePeClient } from './phonepe-client.ts';
import type { PaymentsService } from './payments.service.ts';
import type { WebhookHandler } from './payments-webhook.ts';

type Deps = { service: PaymentsService; webhook: WebhookHandler; gateway: PhonePeClient; environment: PhonePeTestResponse['environment'] };

/** Token-like fields are cut short: the test page is public and a live token could create orders. */
const SECRET_FIELDS = new Set(['access_token', 'encrypted_access_token', 'refresh_token']);
const redact = (body: unknown): unknown => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      SECRET_FIELDS.has(key) && typeof value === 'string' ? `${value.slice(0, 6)}... (redacted)` : value,
    ]),
  );
};

export function paymentsRoutes(app: FastifyInstance, { service, webhook, gateway, environment }: Deps): void {
  // Each POST may create a gateway order; a person needs a handful, a script is stopped per account and per address.
  const perUser = createKeyedLimiter({
    max: 20,
    windowMs: 10 * 60_000,
    message: 'Too many payment attempts. Please wait a few minutes and try again.',
  });

  route(app, 'POST /pay', { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } }, async ({ userId, body }) => {
    perUser.hit(userId);
    const order = await service.pay(userId, body);
    return {
      success: true,
      url: order.url,
      data: { merchantOrderId: order.merchantOrderId, amount: order.amountPaise / 100, amountPaise: order.amountPaise },
    };
  });

  // The success page polls this every few seconds while the order is pending.
  route(
    app,
    'GET /payments/:merchantOrderId',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async ({ userId, params: { merchantOrderId }, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true, data: await service.status(userId, merchantOrderId) };
    },
  );

  // The Authorization header is checked before the body is parsed: a wrong one is a 401 whatever the body.
  const webhookOptions = {
    bodyLimit: 65_536,
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    preHandler: async (request: FastifyRequest) => webhook.authorize(request.headers.authorization),
  };
  route(app, 'POST /payments/phonepe/webhook', webhookOptions, async ({ body }) => {
    await webhook.handle(body);
    return { success: true };
  });

  // A connection test for the sandboxes: against the production gateway it would show anyone what PhonePe answers
  // our live credentials, so there it is off (an operator checks the live connection from the server's logs).
  route(app, 'GET /phonepe/test', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async ({ reply }) => {
    if (environment === 'production') throw new AppError('NOT_FOUND', MESSAGES.notFound);
    const { status, body } = await gateway.probe();
    reply.header('cache-control', 'no-store');
    return { success: status >= 200 && status < 300, environment, status, data: redact(body) };
  });
}
