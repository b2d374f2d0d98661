import {
  FREE_PLAN_MESSAGES,
  freePlanLimitMessage,
  MESSAGES,
  SAFETY_MESSAGES,
  type FreeAllowance,
  type PublishedFree,
} from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { FreePlanSettings } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import { allowanceOf } from './free-plan-rules.ts';
import type { FreePlanRepository } from './free-plan.repository.ts';

type Deps = {
  repo: FreePlanRepository;
  settings: FreePlanSettings;
  adsChanged: ChangeSignal;
  /** The safety module's checks of an ad going live: a held word holds it for review (decision 030). */
  checkLive?: (tx: Db, adId: number) => Promise<{ isHeld: boolean }>;
};

/** A live ad past its date is expired before the sweep marks it so, and may be published again. */
const isPublishable = (ad: { status: string; expiresAt: Date | null }) =>
  ad.status === 'draft' ||
  ad.status === 'expired' ||
  (ad.status === 'active' && ad.expiresAt !== null && ad.expiresAt.getTime() <= Date.now());

/** The Free plan: a person's allowance, and publishing within it; the limits are checked here only, never trusted from a client. */
export function createFreePlanService({ repo, settings, adsChanged, checkLive }: Deps) {
  const freePlan = async () => (settings.isEnabled ? await repo.plan() : undefined);

  return {
    async allowance(userId: string): Promise<FreeAllowance> {
      const plan = await freePlan();
      const usage = plan ? await repo.usage(repo.db, userId, plan.id) : { liveEnds: [], publishedAt: [] };
      return allowanceOf(settings, usage, plan?.id ?? null);
    },

    /**
     * Publishes the owner's draft or expired ad free, at once. The person's row is locked first, so the limits are
     * counted and the ad activated with no other free publication of theirs in between (simultaneous requests, two
     * tabs, a script); the publication is recorded in the same transaction, and outlives the ad.
     */
    async publish(userId: string, adId: number): Promise<PublishedFree> {
      const plan = await freePlan();
      if (!plan) throw new AppError('FORBIDDEN', FREE_PLAN_MESSAGES.disabled);
      const result = await repo.db.transaction(async (tx) => {
        if (!(await repo.lockPerson(tx, userId))) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
        const ad = await repo.findOwned(tx, adId, userId);
        // Someone else's ad answers like a missing one, so ids cannot be probed.
        if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
        if (!isPublishable(ad)) throw new AppError('CONFLICT', FREE_PLAN_MESSAGES.notPublishable);
        const allowance = allowanceOf(settings, await repo.usage(tx, userId, plan.id), plan.id);
        if (!allowance.canPublish) throw new AppError('CONFLICT', freePlanLimitMessage(allowance));
        const published = await repo.publish(tx, { adId, ownerId: userId, planId: plan.id, days: settings.durationDays });
        if (!published) throw new AppError('CONFLICT', FREE_PLAN_MESSAGES.notPublishable);
        const isHeld = (await checkLive?.(tx, adId))?.isHeld ?? false;
        return { expiresAt: published, isHeld };
      });
      adsChanged.notify();
      return {
        AdId: adId,
        planName: plan.name,
        expiresAt: result.expiresAt.toISOString(),
        ...(result.isHeld ? { heldForReview: SAFETY_MESSAGES.keywordHoldReason } : {}),
      };
    },
  };
}

export type FreePlanService = ReturnType<typeof createFreePlanService>;
