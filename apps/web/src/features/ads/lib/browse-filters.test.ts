import { describe, expect, it } from 'vitest';
import { browseHref } from './browse-filters';

describe('browseHref', () => {
  const filters = { category: 'electronics', sort: 'recent' as const, page: 3, after: 'WyJyZWNlbnQiLDEsMl0' };

  it('keeps the cursor of a Next link on a later page', () => {
    expect(browseHref(filters)).toBe('/categories/electronics?sort=recent&page=3&after=WyJyZWNlbnQiLDEsMl0');
  });

  it('drops it on the first page and for numbered links', () => {
    expect(browseHref({ ...filters, page: 1 })).toBe('/categories/electronics?sort=recent');
    expect(browseHref({ ...filters, after: undefined })).toBe('/categories/electronics?sort=recent&page=3');
  });
});
