import { describe, expect, it } from 'vitest';
import { freeAdsLeft, stepNoteFor } from './plan-choice';

describe('stepNoteFor', () => {
  it('calls only a draft a draft', () => {
    expect(stepNoteFor('draft', true)).toBe('draftFree');
    expect(stepNoteFor('draft', false)).toBe('draft');
    expect(stepNoteFor('expired', true)).toBe('expired');
    expect(stepNoteFor('active', true)).toBe('live');
    expect(stepNoteFor('sold', false)).toBe('sold');
  });
});

describe('freeAdsLeft', () => {
  it('is the tighter of the live limit and the 30-day allowance', () => {
    expect(freeAdsLeft({ maxLive: 2, liveCount: 0, maxPer30Days: 4, usedLast30Days: 0 })).toBe(2);
    expect(freeAdsLeft({ maxLive: 2, liveCount: 1, maxPer30Days: 4, usedLast30Days: 1 })).toBe(1);
    expect(freeAdsLeft({ maxLive: 2, liveCount: 0, maxPer30Days: 4, usedLast30Days: 3 })).toBe(1);
    expect(freeAdsLeft({ maxLive: 2, liveCount: 3, maxPer30Days: 4, usedLast30Days: 4 })).toBe(0);
  });
});
