import { FREE_PLAN_KEY, type FreeAllowance, type PaymentPlan } from '@mohalla/shared';

export const isFreePlan = (plan: PaymentPlan) => plan.PlanKey === FREE_PLAN_KEY;

/** What step 4 says above the plans: the ad's state decides, and whether the Free plan is on offer. */
export type StepNote = 'draft' | 'draftFree' | 'expired' | 'live' | 'sold';

/** Drafts and expired ads can be published (an active ad past its date comes as expired from the server); live and sold ones not. */
export function stepNoteFor(status: string | undefined, isFreeOffered: boolean): StepNote {
  if (status === 'expired') return 'expired';
  if (status === 'draft' || status === undefined) return isFreeOffered ? 'draftFree' : 'draft';
  return status === 'active' ? 'live' : 'sold';
}

/** How many more free ads the seller may publish now: the tighter of the live limit and the 30-day allowance. */
export function freeAdsLeft(allowance: Pick<FreeAllowance, 'maxLive' | 'liveCount' | 'maxPer30Days' | 'usedLast30Days'>): number {
  return Math.max(0, Math.min(allowance.maxLive - allowance.liveCount, allowance.maxPer30Days - allowance.usedLast30Days));
}
