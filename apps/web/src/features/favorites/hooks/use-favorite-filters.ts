import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { FavoriteFilters } from '../lib/filter-favorites';

/** Search and category live in the URL (?search=&category=), so Back and a reload keep them. */
export function useFavoriteFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: FavoriteFilters = { search: searchParams.get('search') ?? '', category: searchParams.get('category') ?? '' };

  const setFilters = useCallback(
    (next: Partial<FavoriteFilters>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value) params.set(key, value);
            else params.delete(key);
          }
          return params;
        },
        // Typing replaces the entry: Back should leave the page, not undo one letter at a time.
        { replace: true },
      ),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters: () => setFilters({ search: '', category: '' }) };
}
