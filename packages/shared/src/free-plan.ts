import { z } from 'zod';
import { formatLongDate } from './dates.ts';
import { okData, okMessageData } from './envelope.ts';
import { FREE_PLAN_WINDOW_DAYS, freeAdsText } from './free-plan-terms.ts';
import { FREE_PLAN_MESSAGES } from './api-messages.ts';
export { FREE_PLAN_MESSAGES } from './api-messages.ts';

/** Why a person cannot publish free now: the plan is off, too many free ads are live, or the 30-day allowance is used. */
export const FREE_PLAN_BLOCKS = ['disabled', 'live', 'period'] as const;
export type FreePlanBlock = (typeof FREE_PLAN_BLOCKS)[number];

/** GET /api/free-plan/allowance: the signed-in person's free ads against the limits in force. */
export const FreeAllowanceSchema = z.object({
  isEnabled: z.boolean(),
  planId: z.number().int(),
  durationDays: z.number().int(),
  maxLive: z.number().int(),
  maxPer30Days: z.number().int(),
  /** Free ads live now. */
  liveCount: z.number().int(),
  /** Free publications (new or renewed) in the last 30 days, deleted ads included. */
  usedLast30Days: z.number().int(),
  canPublish: z.boolean(),
  blockedBy: z.enum(FREE_PLAN_BLOCKS).nullable(),
  /** When the next free ad becomes possible by waiting (ISO), when blocked by a limit; selling or deleting a live one may be sooner. */
  nextAvailableAt: z.string().nullable(),
});
export type FreeAllowance = z.infer<typeof FreeAllowanceSchema>;
export const FreeAllowanceResponseSchema = okData(FreeAllowanceSchema);

/** POST /api/ads/{id}/publish-free: the ad is live at once, until `expiresAt`. */
export const PublishedFreeSchema = z.object({
  AdId: z.number().int(),
  planName: z.string(),
  expiresAt: z.string(),
  /** A held word stopped it going live: it waits for an operator, for this reason (decision 030). */
  heldForReview: z.string().optional(),
});
export type PublishedFree = z.infer<typeof PublishedFreeSchema>;
export const PublishFreeResponseSchema = okMessageData(PublishedFreeSchema);

/**
 * Why the Free plan cannot be used now, in the words the server refuses with and step 4 shows; the same
 * sentence both ways, so the seller reads one explanation.
 */
export function freePlanLimitMessage(allowance: Pick<FreeAllowance, 'blockedBy' | 'maxLive' | 'maxPer30Days' | 'nextAvailableAt'>): string {
  const when = allowance.nextAvailableAt ? formatLongDate(allowance.nextAvailableAt) : null;
  const paid = 'To publish now, choose a paid plan.';
  if (allowance.blockedBy === 'live') {
    const next = when ? `Your next free ad is possible on ${when}, when one ends, or sooner` : 'Your next free ad is possible';
    return `You already have ${freeAdsText(allowance.maxLive)} live, the most at a time. ${next} if you mark one as sold or delete it. ${paid}`;
  }
  if (allowance.blockedBy === 'period') {
    const next = when ? ` Your next free ad is possible on ${when}.` : '';
    return `You have used your ${freeAdsText(allowance.maxPer30Days)} for the last ${FREE_PLAN_WINDOW_DAYS} days.${next} ${paid}`;
  }
  if (allowance.blockedBy === 'disabled') return FREE_PLAN_MESSAGES.disabled;
  return '';
}
