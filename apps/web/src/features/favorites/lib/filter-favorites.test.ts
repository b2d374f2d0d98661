import { describe, expect, it } from 'vitest';
import type { Favorite } from '@mohalla/shared';
import { toFavoriteView } from './favorite-view';
import { favoriteStats, filterFavorites, hasFilters } from './filter-favorites';

const defaults = { title: 'Untitled Ad', price: 'Contact for Price', category: 'General', location: 'Unknown' };
const favorite = (fields: Pick<Favorite, 'id' | 'title' | 'category' | 'categoryKey'> & Partial<Favorite>): Favorite => ({
  description: '',
  location: 'ECIL',
  image: null,
  price: null,
  priceType: 'fixed',
  isPremium: false,
  views: 0,
  features: [],
  addedAt: '',
  status: 'active',
  ...fields,
});
const views = [
  favorite({
    id: 1,
    title: 'iPhone 13',
    description: 'Blue, 128 GB',
    categoryKey: 'electronics',
    category: 'Electronics',
    isPremium: true,
  }),
  favorite({ id: 2, title: '2BHK flat', description: 'Near the iPhone store', categoryKey: 'real-estate', category: 'Real Estate' }),
  favorite({ id: 3, title: 'Maths tuition', categoryKey: 'education', category: 'Education', isPremium: true }),
].map((f) => toFavoriteView(f, defaults));

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
  it('counts total, premium and the categories saved, most saved first, a tie in catalogue order', () => {
    expect(favoriteStats(views)).toEqual({
      total: 3,
      premium: 2,
      categories: [
        { key: 'real-estate', name: 'Real Estate', count: 1 },
        { key: 'electronics', name: 'Electronics', count: 1 },
      ],
    });
    const tuitions = [4, 5].map((id) =>
      toFavoriteView(favorite({ id, title: `Tuition ${id}`, categoryKey: 'education', category: 'Education' }), defaults),
    );
    expect(favoriteStats([...views, ...tuitions]).categories).toEqual([
      { key: 'education', name: 'Education', count: 3 },
      { key: 'real-estate', name: 'Real Estate', count: 1 },
    ]);
  });

  it('shows no category the person did not save', () => {
    expect(favoriteStats(views.slice(0, 1)).categories).toEqual([{ key: 'electronics', name: 'Electronics', count: 1 }]);
    expect(favoriteStats([])).toEqual({ total: 0, premium: 0, categories: [] });
  });
});
