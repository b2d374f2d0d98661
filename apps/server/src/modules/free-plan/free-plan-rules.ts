import { FREE_PLAN_WINDOW_DAYS, type FreeAllowance, type FreePlanBlock } from '@mohalla/shared';
import type { FreePlanSettings } from '../../config/env.ts';

const DAY_MS = 86_400_000;

/** A person's free ads: when each live one ends, and when each free publication of the window happened; both oldest first. */
export type FreeUsage = { liveEnds: Date[]; publishedAt: Date[] };

/**
 * The person's allowance under the settings in force. When the 30-day allowance is used up, that is the reason
 * given (selling or deleting a live ad would not help); the next free ad waits for every limit that binds.
 */
export function allowanceOf(settings: FreePlanSettings, usage: FreeUsage, planId: number | null): FreeAllowance {
  const liveCount = usage.liveEnds.length;
  const used = usage.publishedAt.length;
  const isLiveFull = liveCount >= settings.maxLive;
  const isPeriodFull = used >= settings.maxPer30Days;
  const isEnabled = settings.isEnabled && planId !== null;
  const blockedBy: FreePlanBlock | null = !isEnabled ? 'disabled' : isPeriodFull ? 'period' : isLiveFull ? 'live' : null;
  // The moment enough live ads have ended, and enough publications have left the window, for one more.
  const waits = [
    isLiveFull ? usage.liveEnds[liveCount - settings.maxLive]!.getTime() : 0,
    isPeriodFull ? usage.publishedAt[used - settings.maxPer30Days]!.getTime() + FREE_PLAN_WINDOW_DAYS * DAY_MS : 0,
  ];
  const next = Math.max(...waits);
  return {
    isEnabled,
    planId: planId ?? 0,
    durationDays: settings.durationDays,
    maxLive: settings.maxLive,
    maxPer30Days: settings.maxPer30Days,
    liveCount,
    usedLast30Days: used,
    canPublish: blockedBy === null,
    blockedBy,
    nextAvailableAt: isEnabled && next > 0 ? new Date(next).toISOString() : null,
  };
}
