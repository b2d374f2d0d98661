import type { BrowseFilters } from '@mohalla/shared';
import { paths } from '@/config/paths';

// The filters themselves are shared with the server, which answers a first visit's list inside the page.
export { BROWSE_PAGE_SIZE, browseListQuery, hasUnknownFilter, readBrowseFilters, type BrowseFilters } from '@mohalla/shared';

/**
 * The canonical URL of a filter set: path category, defaults (featured sort, page 1) left out; `after` only on a
 * later page (a Next link: that page by keyset, decision 014).
 */
export function browseHref(filters: BrowseFilters): string {
  const base = paths.browse({ category: filters.category, location: filters.location, search: filters.search });
  const extra = new URLSearchParams();
  if (filters.sort !== 'featured') extra.set('sort', filters.sort);
  if (filters.exact && filters.search) extra.set('exact', '1');
  if (filters.page > 1) extra.set('page', String(filters.page));
  if (filters.page > 1 && filters.after) extra.set('after', filters.after);
  const tail = extra.toString();
  if (!tail) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${tail}`;
}
