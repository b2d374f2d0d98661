import { describe, expect, it } from 'vitest';
import { isoOf, isoOrNull } from './iso.ts';

describe('isoOf', () => {
  it('rewrites PostgreSQL text in UTC exactly as Date would', () => {
    const texts = [
      '2026-11-20 10:11:12.123456+00',
      '2026-11-20 10:11:12.9999+00',
      '2026-11-20 10:11:12.5+00',
      '2026-11-20 10:11:12+00',
      '2026-01-01 00:00:00.000999+00',
      '1999-12-31 23:59:59.99999+00',
    ];
    for (const text of texts) expect(isoOf(text)).toBe(new Date(text).toISOString());
    expect(isoOf('2026-11-20 10:11:12.5+00')).toBe('2026-11-20T10:11:12.500Z');
  });

  it('leaves other offsets, ISO text and Dates to Date', () => {
    expect(isoOf('2026-11-20 15:41:12.25+05:30')).toBe('2026-11-20T10:11:12.250Z');
    expect(isoOf('2026-11-20T10:11:12.000Z')).toBe('2026-11-20T10:11:12.000Z');
    expect(isoOf(new Date(Date.UTC(2026, 10, 20, 10, 11, 12)))).toBe('2026-11-20T10:11:12.000Z');
    expect(() => isoOf('not a moment')).toThrow(RangeError);
  });

  it('answers null for a missing moment', () => {
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
  });
});
