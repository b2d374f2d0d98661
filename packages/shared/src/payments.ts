import { z } from 'zod';

/** The spec's payment texts (sections 4 and 8) and the few the server adds; the server sends these as `message`. */
export const PAYMENT_MESSAGES = {
  invalidPlan: 'Invalid Plan - No payment plan selected. Please try again.',
  failed: 'Payment failed. Please try again.',
  failedOrCancelled: 'Payment failed or was cancelled.',
  processFailed: 'Failed to process payment. Please try again.',
  noUrl: 'Payment URL not received from server',
  published: 'Ad created and published successfully!',
  missingUser: 'Missing user information. Please sign in again.',
  headingPublished: 'Ad Published Successfully!',
  headingPaid: 'Payment Successful!',
  notPayable: 'Only a draft or expired ad can be published with a payment.',
  notFound: 'Payment not found',
  amountMismatch: 'The payment amount does not match the order. Please contact support with your transaction details.',
  webhookUnauthorized: 'Unauthorized',
} as const;

/** "Payment status unknown. Status: {status or not provided}" (spec section 4). */
export const paymentStatusUnknown = (status?: string | null) => `Payment status unknown. Status: ${status || 'not provided'}`;

/** PhonePe's rule for merchant order ids: at most 63 of [A-Za-z0-9_-]. */
export const MerchantOrderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'Invalid order id');

const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message),
  );

/** POST /api/pay. The amount is never sent: the server takes it from the plan in the database. */
export const PayRequestSchema = z.object({
  adId: positiveId('adId must be a positive whole number'),
  planId: positiveId(PAYMENT_MESSAGES.invalidPlan),
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

/** Test instruments of PhonePe's UAT sandbox (docs/phonepe.md); the local sandbox accepts the same. */
export const SANDBOX_TEST_INSTRUMENTS = {
  debitCard: { number: '4242 4242 4242 4242', expiry: '12/27', cvv: '936' },
  creditCard: { number: '4208 5851 9011 6667', expiry: '06/27', cvv: '508' },
  otp: '123456',
  netBanking: { bank: 'SBIN', username: 'test', password: 'test' },
  upiTemplates: ['success', 'failure', 'pending'],
} as const;
