import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { browseHref, readBrowseFilters, type BrowseFilters } from '../lib/browse-filters';

/** The browse filters from the URL, and a setter that navigates (a filter change goes back to page 1). */
export function useBrowseFilters() {
  const { category: pathCategory } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readBrowseFilters(pathCategory, params), [pathCategory, params]);

  const setFilters = useCallback(
    (change: Partial<Omit<BrowseFilters, 'page' | 'after'>>) => {
      // Keep the scroll position: the person is looking at the filters they just changed.
      // A new search is read afresh (corrected if need be), whatever the last one asked.
      const exact = 'search' in change ? undefined : filters.exact;
      void navigate(browseHref({ ...filters, exact, ...change, page: 1, after: undefined }), { preventScrollReset: true });
    },
    [filters, navigate],
  );

  /** The same page by its number, for a shared link whose cursor the server refuses. */
  const dropCursor = useCallback(() => void navigate(browseHref({ ...filters, after: undefined }), { replace: true }), [filters, navigate]);

  return { filters, setFilters, dropCursor, shouldFocusSearch: params.get('focus') === 'search' };
}
