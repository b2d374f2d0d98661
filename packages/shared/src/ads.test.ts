import { describe, expect, it } from 'vitest';
import { AdListQuerySchema, parseAdImages } from './ads.ts';

describe('AdListQuerySchema', () => {
  it('fills in defaults for an empty query', () => {
    expect(AdListQuerySchema.parse({})).toEqual({ sort: 'featured', page: 1, limit: 24 });
  });

  it('treats blank values as absent and normalises case and spaces', () => {
    expect(AdListQuerySchema.parse({ category: '', location: ' ECIL ', search: '  iphone  ', sort: 'Price-Low' })).toEqual({
      location: 'ecil', search: 'iphone', sort: 'price-low', page: 1, limit: 24,
    });
  });

  it('coerces numeric strings for paging', () => {
    expect(AdListQuerySchema.parse({ page: '3', limit: '10' })).toMatchObject({ page: 3, limit: 10 });
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ page: 'NaN' }, 'page'],
    [{ limit: '101' }, 'limit'],
    [{ category: 'boats' }, 'category'],
    [{ search: 'a'.repeat(101) }, 'search'],
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
