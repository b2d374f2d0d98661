import { CATEGORY_KEYS, type CategoryKey } from '@mohalla/shared';
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

/** Tiles of saved categories beside total and premium: the summary stays one row of four on a wide screen. */
const CATEGORY_TILES = 2;

export type FavoriteStats = { total: number; premium: number; categories: { key: string; name: string; count: number }[] };

/** The summary: total, premium, and the categories the person saved most (most first; a tie in catalogue order). */
export function favoriteStats(favorites: readonly FavoriteView[]): FavoriteStats {
  const byCategory = new Map<string, { key: string; name: string; count: number }>();
  for (const f of favorites) {
    const key = f.categoryKey || f.category;
    const entry = byCategory.get(key) ?? { key, name: f.category, count: 0 };
    entry.count += 1;
    byCategory.set(key, entry);
  }
  // Catalogue order; a category the catalogue does not know goes last.
  const order = (key: string) => {
    const index = CATEGORY_KEYS.indexOf(key as CategoryKey);
    return index === -1 ? CATEGORY_KEYS.length : index;
  };
  return {
    total: favorites.length,
    premium: favorites.filter((f) => f.isPremium).length,
    categories: [...byCategory.values()].sort((a, b) => b.count - a.count || order(a.key) - order(b.key)).slice(0, CATEGORY_TILES),
  };
}

export const hasFilters = ({ search, category }: FavoriteFilters) => search.trim() !== '' || category !== '';
