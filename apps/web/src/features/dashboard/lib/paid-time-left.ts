import type { PaymentPlan, UserAd } from '@mohalla/shared';
import { runOf } from './user-ad';

/** What deleting a live ad would throw away of a paid plan: its name and the whole days still to run. */
export type PaidTimeLeft = { planName: string; daysLeft: number };

/**
 * The paid time a deletion loses, or null when there is none: the ad is not live, ends today, has no plan, or its
 * plan is free. A plan missing from the catalogue counts as paid, since asking once too often costs less than
 * losing paid days without a word.
 */
export function paidTimeLeft(
  ad: Pick<UserAd, 'status' | 'expiresAt' | 'planName'>,
  plans: readonly PaymentPlan[] | undefined,
  now: Date = new Date(),
): PaidTimeLeft | null {
  const run = runOf(ad, now);
  if (run?.kind !== 'live' || run.daysLeft < 1 || !ad.planName) return null;
  const plan = plans?.find((p) => p.PlanName === ad.planName);
  if (plan && plan.Price <= 0) return null;
  return { planName: ad.planName, daysLeft: run.daysLeft };
}
