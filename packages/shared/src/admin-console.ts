import { z } from 'zod';
import { okData } from './envelope.ts';
import { ModerationBodySchema } from './reports.ts';

export * from './admin-texts.ts';

/**
 * The console's own reads and the refund (decision 026): ads the moderators removed, with their payments and
 * their refunds' states, so a removed paid ad can be refunded and a hidden ad restored once its reports are decided.
 */

export const HiddenAdsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** REQUESTED: recorded, the gateway not yet asked or not yet answered; then PhonePe's own states. */
export const REFUND_STATES = ['REQUESTED', 'PENDING', 'COMPLETED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const HiddenAdPaymentSchema = z.object({
  merchantOrderId: z.string(),
  planName: z.string(),
  amountPaise: z.number(),
  paidAt: z.string(),
  refundState: z.enum(REFUND_STATES).nullable(),
});
export const HiddenAdSchema = z.object({
  adId: z.number(),
  title: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerSuspended: z.boolean(),
  hiddenAt: z.string(),
  hiddenReason: z.string().nullable(),
  /** operator: an operator's decision; system: the automatic hold; suspension: its owner was suspended. */
  hiddenBy: z.enum(['operator', 'system', 'suspension', 'keyword']),
  /** An operator refunded its payments: it cannot be restored (it would run on a plan nobody paid for). */
  isRefunded: z.boolean(),
  /** Completed payments, oldest first; a refund is offered only for an ad an operator hid. */
  payments: z.array(HiddenAdPaymentSchema),
});
export type HiddenAd = z.infer<typeof HiddenAdSchema>;
export const HiddenAdsResponseSchema = okData(z.object({ ads: z.array(HiddenAdSchema), page: z.number(), hasMore: z.boolean() }));

/** Why the ad's money goes back (not the seller's fault): kept with the refund and in the audit log. */
export const RefundBodySchema = ModerationBodySchema;
