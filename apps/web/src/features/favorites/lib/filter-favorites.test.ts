import { describe, expect, it } from 'vitest';
import { toFavoriteView, type Favorite } from './favorite-view';
import { favoriteStats, filterFavorites, hasFilters } from './filter-favorites';

const defaults = { title: 'Untitled Ad', price: 'Contact for Price', category: 'General', location: 'Unknown' };
const views = (
  [
    { id: 1, title: 'iPhone 13', description: 'Blue, 128 GB', categoryKey: 'electronics', category: 'Electronics', isPremium: true },
    { id: 2, title: '2BHK flat', description: 'Near the iPhone store', categoryKey: 'real-estate', category: 'Real Estate' },
    { id: 3, title: 'Maths tuition', categoryKey: 'education', category: 'Education', isPremium: true },
  ] satisfies Favorite[]
).map((f) => toFavoriteView(f, defaults));

describe('filterFavorites', () => {
  it('matches title or description in any case', () => {
    expect(filterFavorites(views, { search: 'IPHONE', category: '' }).map((f) => f.id)).toEqual([1, 2]);
  });

  it('filters by category key, together with the search', () => {
    expect(filterFavorites(views, { search: 'iphone', category: 'real-estate' }).map((f) => f.id)).toEqual([2]);
    expect(filterFavorites(views, { search: '', category: 'jobs' })).toEqual([]);
  });

  it('keeps everything without filters', () => {
    expect(filterFavorites(views, { search: '  ', category: '' })).toHaveLength(3);
    expect(hasFilters({ search: '  ', category: '' })).toBe(false);
    expect(hasFilters({ search: '', category: 'jobs' })).toBe(true);
  });
});

describe('favoriteStats', () => {
  it('counts total, premium, Real Estate and Electronics', () => {
    expect(favoriteStats(views)).toEqual({ total: 3, premium: 2, realEstate: 1, electronics: 1 });
  });
});
