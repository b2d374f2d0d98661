import { describe, expect, it } from 'vitest';
import { createBackoff } from './backoff.ts';

describe('backoff', () => {
  const setup = () => {
    let clock = 1_000_000;
    const backoff = createBackoff({ freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000, now: () => clock });
    return { backoff, tick: (ms: number) => (clock += ms) };
  };

  it('lets the free failures through, then doubles the wait up to its cap', () => {
    const { backoff, tick } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      tick(backoff.waitMs('k'));
      backoff.fail('k');
      waits.push(backoff.waitMs('k'));
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000]);
  });

  it('forgives an attempt that turned out right, and forgets a key after a quiet spell', () => {
    const { backoff, tick } = setup();
    for (let i = 0; i < 3; i++) backoff.fail('k');
    expect(backoff.waitMs('k')).toBe(1000);
    backoff.forgive('k');
    expect(backoff.waitMs('k')).toBe(0);
    backoff.fail('k');
    tick(60_001);
    backoff.fail('k');
    expect(backoff.waitMs('k')).toBe(0);
  });

  it('keeps keys apart and at most maxKeys of them', () => {
    const backoff = createBackoff({ freeFailures: 0, firstDelayMs: 1000, maxDelayMs: 1000, forgetAfterMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) backoff.fail(key);
    expect(backoff.waitMs('a')).toBe(0);
    expect(backoff.waitMs('d')).toBeGreaterThan(0);
  });
});
