import { describeZodError, PAYMENT_MESSAGES, PayRequestSchema, PaymentOrderParamsSchema, type PhonePeTestResponse } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, parseInput } from '../../http/errors.ts';
import { createKeyedLimiter } from '../../http/limiter.ts';
import { requireUserId } from '../../http/session.ts';
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

  app.post('/pay', { config: { rateLimit: { max: 30, timeWindow: '10 minutes' } } }, async (request) => {
    const userId = requireUserId(request);
    // The spec's text starts with "Invalid", which the shared zod describer would prefix with the field name.
    const parsed = PayRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const isPlanMissing = parsed.error.issues.some((i) => i.path[0] === 'planId');
      throw new AppError('BAD_REQUEST', isPlanMissing ? PAYMENT_MESSAGES.invalidPlan : describeZodError(parsed.error));
    }
    perUser.hit(userId);
    const order = await service.pay(userId, parsed.data);
    return {
      success: true,
      url: order.url,
      data: { merchantOrderId: order.merchantOrderId, amount: order.amountPaise / 100, amountPaise: order.amountPaise },
    };
  });

  // The success page polls this every few seconds while the order is pending.
  app.get('/payments/:merchantOrderId', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const { merchantOrderId } = parseInput(PaymentOrderParamsSchema, request.params);
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.status(userId, merchantOrderId) };
  });

  app.post(
    '/payments/phonepe/webhook',
    { bodyLimit: 65_536, config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (request) => {
      await webhook(request.headers.authorization, request.body);
      return { success: true };
    },
  );

  app.get(
    '/phonepe/test',
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (_request, reply): Promise<PhonePeTestResponse> => {
      const { status, body } = await gateway.probe();
      reply.header('cache-control', 'no-store');
      return { success: status >= 200 && status < 300, environment, status, data: redact(body) };
    },
  );
}
