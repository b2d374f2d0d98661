import type { AdCursor } from '@mohalla/shared';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { cursorAfter, keysetBranches, microsToIso, ORDER } from './ads-keyset.repository.ts';

const dialect = new PgDialect();
/** SQL text with its parameters written in, to compare whole conditions. */
function text(query: SQL): string {
  const { sql, params } = dialect.sqlToQuery(query);
  return sql.replace(/\$(\d+)/g, (_, n: string) => JSON.stringify(params[Number(n) - 1]));
}
const branches = (cursor: AdCursor) => keysetBranches(cursor).map(text);

describe('keyset pagination', () => {
  it('orders every sort exactly as its index (schema.ts and migrations)', () => {
    expect(Object.fromEntries(Object.entries(ORDER).map(([sort, order]) => [sort, text(order)]))).toEqual({
      featured: 'a.is_featured DESC NULLS LAST, a.is_premium DESC NULLS LAST, a.published_at DESC NULLS LAST, a.id DESC NULLS LAST',
      premium: 'a.is_premium DESC NULLS LAST, a.is_featured DESC NULLS LAST, a.published_at DESC NULLS LAST, a.id DESC NULLS LAST',
      recent: 'a.published_at DESC NULLS LAST, a.id DESC NULLS LAST',
      'price-low': 'a.price ASC NULLS LAST, a.id DESC NULLS LAST',
      'price-high': 'a.price DESC NULLS LAST, a.id DESC NULLS LAST',
      popular: 'a.views DESC NULLS LAST, a.id DESC NULLS LAST',
    });
  });

  it('splits "after" into index ranges: a mixed direction, then the nulls that sort last, then the ties', () => {
    expect(branches({ sort: 'price-low', values: [15000, 42] })).toEqual([
      'a.price > 15000::numeric',
      'a.price IS NULL',
      'a.price = 15000::numeric AND a.id < 42',
    ]);
    expect(branches({ sort: 'price-high', values: [15000, 42] })[0]).toBe('a.price < 15000::numeric');
  });

  it('after a null price, only the other nulls with a smaller id follow', () => {
    expect(branches({ sort: 'price-low', values: [null, 42] })).toEqual(['a.price IS NULL AND a.id < 42']);
  });

  it('reads the booleans of the featured order as equalities, with nothing after false', () => {
    expect(branches({ sort: 'featured', values: [true, true, 1_700_000_000_000_001, 9] })).toEqual([
      'a.is_featured = false',
      'a.is_featured = true AND a.is_premium = false',
      'a.is_featured = true AND a.is_premium = true AND a.published_at < "2023-11-14T22:13:20.000001Z"::timestamptz',
      'a.is_featured = true AND a.is_premium = true AND a.published_at IS NULL',
      'a.is_featured = true AND a.is_premium = true AND a.published_at = "2023-11-14T22:13:20.000001Z"::timestamptz AND a.id < 9',
    ]);
    expect(branches({ sort: 'premium', values: [false, false, null, 9] })).toEqual([
      'a.is_premium = false AND a.is_featured = false AND a.published_at IS NULL AND a.id < 9',
    ]);
  });

  it('keeps the microseconds of a timestamp, which a JS Date would drop', () => {
    expect(microsToIso(1_795_096_702_332_123)).toBe('2026-11-19T13:58:22.332123Z');
    expect(microsToIso(0)).toBe('1970-01-01T00:00:00.000000Z');
    expect(microsToIso(-1)).toBe('1969-12-31T23:59:59.999999Z');
  });

  it("takes a row's cursor values in the sort's order", () => {
    const row = { id: 5, is_featured: false, is_premium: true, published_us: '1795096702332123', price: null, views: 7 };
    expect(cursorAfter('featured', row)).toEqual({ sort: 'featured', values: [false, true, 1_795_096_702_332_123, 5] });
    expect(cursorAfter('price-low', { ...row, price: '15000' })).toEqual({ sort: 'price-low', values: [15000, 5] });
    expect(cursorAfter('popular', row)).toEqual({ sort: 'popular', values: [7, 5] });
  });
});
