import { z } from 'zod';
import { dbIdSchema } from './ids.ts';
import { PAYMENT_MESSAGES } from './api-messages.ts';
export { PAYMENT_MESSAGES } from './api-messages.ts';

/** What the success page says for a state the gateway should never report: the state as given, or that none was. */
export const paymentStatusUnknown = (status?: string | null) => `Payment status unknown. Status: ${status || 'not provided'}`;

/** PhonePe's rule for merchant order ids: at most 63 of [A-Za-z0-9_-]. */
const MERCHANT_ORDER_ID = /^[A-Za-z0-9_-]{1,63}$/;
export const MerchantOrderIdSchema = z.string().regex(MERCHANT_ORDER_ID, 'Invalid order id');

/**
 * POST /api/pay. The amount is never sent: the server takes it from the plan in the database. planId comes
 * first so that its issue is the one reported: a missing or bad plan answers the spec's "Invalid Plan" text.
 */
export const PayRequestSchema = z.object({
  planId: dbIdSchema('planId', PAYMENT_MESSAGES.invalidPlan),
  adId: dbIdSchema('adId', 'adId must be a positive whole number'),
});
export type PayRequest = z.infer<typeof PayRequestSchema>;

/** `amount` in rupees like the plans' Price; `amountPaise` is what the gateway charges. */
export const PayResponseSchema = z.object({
  success: z.literal(true),
  url: z.string().optional(),
  data: z.object({ merchantOrderId: z.string(), amount: z.number(), amountPaise: z.number().int() }),
});
export type PayResponse = z.infer<typeof PayResponseSchema>;

export const PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PaymentOrderParamsSchema = z.object({ merchantOrderId: MerchantOrderIdSchema });

/** GET /api/payments/{merchantOrderId}: what the server knows after asking the gateway. */
export const PaymentStatusSchema = z.object({
  merchantOrderId: z.string(),
  state: z.enum(PAYMENT_STATES),
  adId: z.number().int(),
  amount: z.number(),
  amountPaise: z.number().int(),
  planName: z.string(),
  adStatus: z.string(),
  /** The payment completed for an ad that could no longer be published (removed or sold), and was refunded. */
  isRefunded: z.boolean(),
  /** Paid, and held for the moderators' review by a held word (decision 030): it goes live when they let it through. */
  isHeldForReview: z.boolean(),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export const PaymentStatusResponseSchema = z.object({ success: z.literal(true), data: PaymentStatusSchema });

/** GET /api/phonepe/test: the gateway's raw token answer (the token itself redacted). */
export const PhonePeTestResponseSchema = z.object({
  success: z.boolean(),
  environment: z.enum(['local', 'sandbox', 'production']),
  status: z.number().int(),
  data: z.unknown(),
});
export type PhonePeTestResponse = z.infer<typeof PhonePeTestResponseSchema>;

/** Test instruments of PhonePe's UAT sandbox (PhonePe's Standard Checkout v2 documentation); the local sandbox accepts the same. */
export const SANDBOX_TEST_INSTRUMENTS = {
  debitCard: { number: '4242 4242 4242 4242', expiry: '12/27', cvv: '936' },
  creditCard: { number: '4208 5851 9011 6667', expiry: '06/27', cvv: '508' },
  otp: '123456',
  netBanking: { bank: 'SBIN', username: 'test', password: 'test' },
  upiTemplates: ['success', 'failure', 'pending'],
} as const;

/** Any shape the webhook does not expect gets one answer: the gateway has no use for which field was wrong. */
const unrecognised = { error: 'Unrecognised webhook body' };

/** PhonePe's callback body: only which order to look at is read (the order is settled from the Order Status API). */
export const PhonePeWebhookSchema = z.object(
  {
    event: z.string(unrecognised),
    payload: z.looseObject(
      {
        merchantOrderId: z.string(unrecognised).regex(MERCHANT_ORDER_ID, unrecognised).optional(),
        originalMerchantOrderId: z.string(unrecognised).optional(),
      },
      unrecognised,
    ),
  },
  unrecognised,
);
export type PhonePeWebhook = z.infer<typeof PhonePeWebhookSchema>;
export const WebhookAnswerSchema = z.object({ success: z.literal(true) });
