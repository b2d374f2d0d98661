import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('secondsUntil', () => {
  it('rounds up so the counter shows 60 right after sending', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 800)).toBe(60);
    expect(secondsUntil(60_000, 1_000)).toBe(59);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
  });

  it('is zero once the wait is over or when nothing was sent', () => {
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
    expect(secondsUntil(null, 5)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s -> %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});
