import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from './dates';

describe('safe dates', () => {
  it('formats en-IN in Asia/Kolkata', () => {
    expect(longDate('2026-11-23T00:57:00.371Z')).toBe('23 November 2026');
    expect(shortDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
  });

  it('gives an empty string instead of throwing on a missing or broken date', () => {
    expect(longDate('')).toBe('');
    expect(longDate(null)).toBe('');
    expect(shortDate('not a date')).toBe('');
  });
});
