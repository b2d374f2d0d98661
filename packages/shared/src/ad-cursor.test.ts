import { describe, expect, it } from 'vitest';
import { AD_SORT_KEYS, decodeAdCursor, encodeAdCursor, type AdCursor } from './ad-cursor.ts';
import { AdListQuerySchema } from './ads.ts';
import { AD_SORTS } from './ad-display.ts';
import { describeZodError } from './query.ts';

// A global in Node, undeclared by this package's lib (as in ad-cursor.ts).
declare const btoa: (data: string) => string;
const encodeRaw = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('ad list cursors', () => {
  const cursors: AdCursor[] = [
    { sort: 'featured', values: [false, true, 1_795_096_702_332_123, 453_239] },
    { sort: 'premium', values: [true, false, null, 1] },
    { sort: 'recent', values: [1_795_096_702_332_000, 2_147_483_647] },
    { sort: 'price-low', values: [null, 12] },
    { sort: 'price-high', values: [999_999_999_999, 7] },
    { sort: 'popular', values: [0, 99] },
  ];

  it.each(cursors)('round-trips a $sort position as short URL-safe text', (cursor) => {
    const text = encodeAdCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(80);
    expect(decodeAdCursor(text)).toEqual(cursor);
  });

  it('has a key ending in the id for every sort, so each order is total', () => {
    for (const sort of AD_SORTS) expect(AD_SORT_KEYS[sort].at(-1)).toEqual({ field: 'id', isDescending: true });
  });

  it.each([
    ['not base64', 'a+b/c='],
    ['not JSON', encodeRaw('x').slice(0, -2)],
    ['an object', encodeRaw({ sort: 'recent' })],
    ['an unknown sort', encodeRaw(['oldest', 1, 2])],
    ['too few values', encodeRaw(['recent', 1])],
    ['too many values', encodeRaw(['popular', 1, 2, 3])],
    ['a string where a number goes', encodeRaw(['popular', '5', 2])],
    ['a fraction', encodeRaw(['popular', 1.5, 2])],
    ['a null id', encodeRaw(['recent', 1, null])],
    ['an id of 0', encodeRaw(['recent', 1, 0])],
    ['an id past int4', encodeRaw(['recent', 1, 2_147_483_648])],
    ['a null for a boolean', encodeRaw(['featured', null, false, 1, 2])],
    ['a number for a boolean', encodeRaw(['featured', 1, false, 1, 2])],
    ['a price past numeric(12, 0)', encodeRaw(['price-low', 1e12, 2])],
    ['a date past the safe integers', encodeRaw(['recent', 2 ** 60, 2])],
    ['too long', 'A'.repeat(201)],
  ])('refuses %s', (_, text) => {
    expect(decodeAdCursor(text)).toBeNull();
  });

  it('is checked by the list query: against its sort, with a message naming the field', () => {
    const recent = encodeAdCursor({ sort: 'recent', values: [1, 2] });
    expect(AdListQuerySchema.parse({ sort: 'recent', cursor: recent }).cursor).toEqual({ sort: 'recent', values: [1, 2] });
    expect(AdListQuerySchema.parse({ cursor: '' }).cursor).toBeUndefined();
    const message = (query: unknown) => {
      const result = AdListQuerySchema.safeParse(query);
      return result.success ? 'accepted' : describeZodError(result.error);
    };
    expect(message({ cursor: recent })).toBe('cursor is not valid for this list: it was made for sort=recent');
    expect(message({ sort: 'recent', cursor: 'garbage' })).toBe('cursor is not valid for this list');
    expect(message({ sort: 'recent', cursor: [recent, recent] })).toBe('cursor is not valid for this list');
  });
});
