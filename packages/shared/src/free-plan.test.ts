import { describe, expect, it } from 'vitest';
import { freePlanFeatures } from './free-plan-terms.ts';
import { FREE_PLAN_MESSAGES, freePlanLimitMessage } from './free-plan.ts';

describe('freePlanFeatures', () => {
  it('states the terms in force, in the singular where it is one', () => {
    expect(freePlanFeatures({ durationDays: 15, maxLive: 2, maxPer30Days: 4 })).toEqual([
      'Listed for 15 days',
      'Up to 10 photos',
      'Up to 2 free ads live at a time, 4 per 30 days',
      'No badge or priority in lists',
    ]);
    expect(freePlanFeatures({ durationDays: 7, maxLive: 1, maxPer30Days: 1 })[2]).toBe('Up to 1 free ad live at a time, 1 per 30 days');
  });
});

describe('freePlanLimitMessage', () => {
  const limits = { maxLive: 2, maxPer30Days: 4, nextAvailableAt: '2025-05-25T06:00:00Z' };

  it('explains the live limit, when the next free ad is possible and the way out', () => {
    expect(freePlanLimitMessage({ ...limits, blockedBy: 'live' })).toBe(
      'You already have 2 free ads live, the most at a time. Your next free ad is possible on 25 May 2025, when one ends, ' +
        'or sooner if you mark one as sold or delete it. To publish now, choose a paid plan.',
    );
  });

  it('explains the 30-day allowance', () => {
    expect(freePlanLimitMessage({ ...limits, blockedBy: 'period' })).toBe(
      'You have used your 4 free ads for the last 30 days. Your next free ad is possible on 25 May 2025. To publish now, choose a paid plan.',
    );
  });

  it('says when the plan is off, and nothing when nothing blocks', () => {
    expect(freePlanLimitMessage({ ...limits, blockedBy: 'disabled' })).toBe(FREE_PLAN_MESSAGES.disabled);
    expect(freePlanLimitMessage({ ...limits, blockedBy: null })).toBe('');
  });
});
