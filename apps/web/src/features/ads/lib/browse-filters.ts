import { AD_SORTS, findCategory, findLocation, type AdSort } from '@mohalla/shared';
import { paths } from '@/config/paths';

/** Every browse filter lives in the URL, so a filtered page can be shared and reloaded. */
export type BrowseFilters = {
  category?: string;
  location?: string;
  search?: string;
  sort: AdSort;
  page: number;
};

export const BROWSE_PAGE_SIZE = 12;

const isSort = (value: string | null): value is AdSort => AD_SORTS.includes(value as AdSort);

/** Reads /categories/{category}?location=&search=&sort=&page= (also ?category=); names are matched to keys. */
export function readBrowseFilters(pathCategory: string | undefined, params: URLSearchParams): BrowseFilters {
  const rawCategory = (pathCategory ?? params.get('category') ?? '').trim();
  const rawLocation = (params.get('location') ?? '').trim();
  const search = (params.get('search') ?? '').trim();
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    category: rawCategory ? (findCategory(rawCategory)?.id ?? rawCategory) : undefined,
    location: rawLocation ? (findLocation(rawLocation)?.id ?? rawLocation) : undefined,
    search: search || undefined,
    sort: isSort(sort) ? sort : 'featured',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A category or location the catalogue does not know cannot match any ad, so it is not sent to the server. */
export function hasUnknownFilter(filters: BrowseFilters): boolean {
  return Boolean((filters.category && !findCategory(filters.category)) || (filters.location && !findLocation(filters.location)));
}

/** The canonical URL of a filter set: path category, defaults (featured sort, page 1) left out. */
export function browseHref(filters: BrowseFilters): string {
  const base = paths.browse({ category: filters.category, location: filters.location, search: filters.search });
  const extra = new URLSearchParams();
  if (filters.sort !== 'featured') extra.set('sort', filters.sort);
  if (filters.page > 1) extra.set('page', String(filters.page));
  const tail = extra.toString();
  if (!tail) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${tail}`;
}
