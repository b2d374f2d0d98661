import { describe, expect, it } from 'vitest';
import { formatLongDate, parseLongDate } from './dates.ts';

describe('dates', () => {
  it('writes a day in India time, in the locale’s words', () => {
    // 20:00 UTC is already the next day in Hyderabad.
    expect(formatLongDate('2026-11-30T20:00:00Z')).toBe('1 December 2026');
    expect(formatLongDate('2026-11-30T20:00:00Z', 'te-IN')).toContain('డిసెంబర్');
    expect(formatLongDate('2026-11-30T20:00:00Z', 'hi-IN')).toBe('1 दिसंबर 2026');
  });

  it('reads back the English day it wrote, and nothing else', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-11-30T20:00:00Z', '2028-02-29T10:00:00Z']) {
      const written = formatLongDate(iso);
      expect(formatLongDate(parseLongDate(written)!), written).toBe(written);
      expect(formatLongDate(parseLongDate(written)!, 'te-IN')).toBe(formatLongDate(iso, 'te-IN'));
    }
    for (const text of ['31 February 2026', '1 Dec 2026', 'December 1, 2026', '1 december 2026', 'soon', '1 December 2026 ']) {
      expect(parseLongDate(text), text).toBeUndefined();
    }
  });
});
