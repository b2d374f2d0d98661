import { describe, expect, it } from 'vitest';
import { AdListQuerySchema, encodeAdCursor, parseAdImages } from './ads.ts';

describe('AdListQuerySchema', () => {
  it('fills in defaults for an empty query', () => {
    expect(AdListQuerySchema.parse({})).toEqual({ sort: 'featured', page: 1, limit: 24, exact: false });
  });

  it('treats blank values as absent and normalises case and spaces', () => {
    expect(AdListQuerySchema.parse({ category: '', location: ' ECIL ', search: '  iphone  ', sort: 'Price-Low' })).toEqual({
      location: 'ecil',
      search: 'iphone',
      sort: 'price-low',
      page: 1,
      limit: 24,
      exact: false,
    });
  });

  it('reads pages past the deepest OFFSET page only from a cursor', () => {
    const cursor = encodeAdCursor({ sort: 'featured', values: [false, false, 1_767_225_600_000_000, 5] });
    expect(AdListQuerySchema.parse({ page: '10000' })).toMatchObject({ page: 10_000 });
    expect(AdListQuerySchema.parse({ page: '41667', cursor })).toMatchObject({ page: 41_667, cursor: { sort: 'featured' } });
    expect(AdListQuerySchema.safeParse({ page: '10001' }).error?.issues[0]?.message).toMatch(/at most 10000.*nextCursor/);
  });

  it('coerces numeric strings for paging', () => {
    expect(AdListQuerySchema.parse({ page: '3', limit: '10' })).toMatchObject({ page: 3, limit: 10 });
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ page: 'NaN' }, 'page'],
    [{ page: '10001' }, 'page'],
    [{ page: '1000001', cursor: encodeAdCursor({ sort: 'featured', values: [false, false, 1_767_225_600_000_000, 5] }) }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ category: 'boats' }, 'category'],
    [{ search: 'a'.repeat(501) }, 'search'],
  ])('refuses %j', (query, field) => {
    const result = AdListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('parseAdImages', () => {
  it('reads lists of urls and of objects, and ignores junk', () => {
    expect(parseAdImages('["/a.webp"]')).toEqual([{ url: '/a.webp', thumb: '/a.webp' }]);
    expect(parseAdImages('[{"url":"/b.webp","thumb":"/b-t.webp"}]')).toEqual([{ url: '/b.webp', thumb: '/b-t.webp' }]);
    expect(parseAdImages('[{"nourl":1}, 5]')).toEqual([]);
    expect(parseAdImages('not json')).toEqual([]);
    expect(parseAdImages(null)).toEqual([]);
  });
});
