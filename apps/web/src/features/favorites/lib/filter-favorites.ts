import type { FavoriteView } from './favorite-view';

export type FavoriteFilters = { search: string; category: string };

/** Client-side filtering: the search matches title or description, any case; category by key. */
export function filterFavorites(favorites: readonly FavoriteView[], { search, category }: FavoriteFilters): FavoriteView[] {
  const needle = search.trim().toLowerCase();
  return favorites.filter(
    (f) =>
      (!category || f.categoryKey === category) &&
      (!needle || f.title.toLowerCase().includes(needle) || f.description.toLowerCase().includes(needle)),
  );
}

/** The four tiles: total, premium, Real Estate and Electronics. */
export function favoriteStats(favorites: readonly FavoriteView[]) {
  return {
    total: favorites.length,
    premium: favorites.filter((f) => f.isPremium).length,
    realEstate: favorites.filter((f) => f.categoryKey === 'real-estate').length,
    electronics: favorites.filter((f) => f.categoryKey === 'electronics').length,
  };
}

export const hasFilters = ({ search, category }: FavoriteFilters) => search.trim() !== '' || category !== '';
