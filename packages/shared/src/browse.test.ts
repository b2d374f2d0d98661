import { describe, expect, it } from 'vitest';
import { browseListQuery, readBrowseFilters } from './browse.ts';

/** A URL's parameters as readBrowseFilters reads them (this package has no DOM types for URLSearchParams). */
const read = (query: Record<string, string>, category?: string) => readBrowseFilters(category, { get: (name) => query[name] ?? null });

describe('browse filters', () => {
  it('reads a Next link: a later page and the cursor it starts after, sent to the API as cursor', () => {
    const filters = read({ sort: 'recent', page: '3', after: 'WyJyZWNlbnQiLDEsMl0' }, 'electronics');
    expect(filters).toEqual({
      category: 'electronics',
      location: undefined,
      search: undefined,
      sort: 'recent',
      page: 3,
      after: 'WyJyZWNlbnQiLDEsMl0',
    });
    expect(browseListQuery(filters)).toEqual({
      category: 'electronics',
      location: undefined,
      search: undefined,
      sort: 'recent',
      page: 3,
      limit: 12,
      cursor: 'WyJyZWNlbnQiLDEsMl0',
    });
  });

  it('ignores a cursor on the first page, and a blank one', () => {
    expect(read({ after: 'WyJyZWNlbnQiLDEsMl0' }).after).toBeUndefined();
    expect(read({ page: '1', after: 'WyJyZWNlbnQiLDEsMl0' }).after).toBeUndefined();
    expect(read({ page: '2', after: ' ' }).after).toBeUndefined();
    expect(browseListQuery(read({ page: '2' })).cursor).toBeUndefined();
  });
});
