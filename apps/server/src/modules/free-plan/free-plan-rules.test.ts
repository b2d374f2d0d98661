import { describe, expect, it } from 'vitest';
import { allowanceOf } from './free-plan-rules.ts';

const settings = { isEnabled: true, durationDays: 15, maxLive: 2, maxPer30Days: 4 };
const day = (n: number) => new Date(Date.UTC(2025, 4, n, 6));

describe('allowanceOf', () => {
  it('lets a new seller publish free', () => {
    expect(allowanceOf(settings, { liveEnds: [], publishedAt: [] }, 4)).toEqual({
      isEnabled: true,
      planId: 4,
      durationDays: 15,
      maxLive: 2,
      maxPer30Days: 4,
      liveCount: 0,
      usedLast30Days: 0,
      canPublish: true,
      blockedBy: null,
      nextAvailableAt: null,
    });
  });

  it('stops at the live limit until the first live ad ends', () => {
    const allowance = allowanceOf(settings, { liveEnds: [day(20), day(25)], publishedAt: [day(5), day(10)] }, 4);
    expect(allowance).toMatchObject({ canPublish: false, blockedBy: 'live', liveCount: 2, nextAvailableAt: day(20).toISOString() });
  });

  it('counts the live ads beyond the limit (a lowered setting) before one more is allowed', () => {
    const allowance = allowanceOf({ ...settings, maxLive: 1 }, { liveEnds: [day(20), day(25)], publishedAt: [day(5), day(10)] }, 4);
    expect(allowance.nextAvailableAt).toBe(day(25).toISOString());
  });

  it('stops when the 30-day allowance is used, until the oldest publication leaves the window', () => {
    const allowance = allowanceOf(settings, { liveEnds: [day(26)], publishedAt: [day(1), day(3), day(8), day(11)] }, 4);
    expect(allowance).toMatchObject({ canPublish: false, blockedBy: 'period', usedLast30Days: 4 });
    expect(allowance.nextAvailableAt).toBe(new Date(day(1).getTime() + 30 * 86_400_000).toISOString());
  });

  it('names the 30-day allowance when both limits bind, and waits for both', () => {
    const allowance = allowanceOf(settings, { liveEnds: [day(20), day(30)], publishedAt: [day(14), day(15), day(16), day(17)] }, 4);
    expect(allowance.blockedBy).toBe('period');
    expect(allowance.nextAvailableAt).toBe(new Date(day(14).getTime() + 30 * 86_400_000).toISOString());
    const later = allowanceOf(settings, { liveEnds: [day(25), day(30)], publishedAt: [day(-20), day(-19), day(-18), day(-17)] }, 4);
    expect(later.nextAvailableAt).toBe(day(25).toISOString());
  });

  it('is blocked as disabled when the operator turned it off or the catalogue has no Free plan', () => {
    expect(allowanceOf({ ...settings, isEnabled: false }, { liveEnds: [], publishedAt: [] }, 4)).toMatchObject({
      isEnabled: false,
      canPublish: false,
      blockedBy: 'disabled',
      nextAvailableAt: null,
    });
    expect(allowanceOf(settings, { liveEnds: [], publishedAt: [] }, null).blockedBy).toBe('disabled');
  });
});
