import { findCategory } from './categories.ts';
import { findLocation } from './locations.ts';
import { AD_SORTS, type AdSort } from './ad-display.ts';

/** Every browse filter lives in the URL, so a filtered page can be shared and reloaded. */
export type BrowseFilters = {
  category?: string;
  location?: string;
  search?: string;
  sort: AdSort;
  page: number;
  /** The API's cursor of the previous page's end (`?after=`, from its Next link): page `page` read by keyset. */
  after?: string;
  /** Search the words as typed, without corrections ("Search instead for ..."). */
  exact?: boolean;
};

/**
 * Deepest page of GET /api/ads read by OFFSET: past it a page costs the database a walk of every ad before it
 * (~1 s at page 10,000, decision 014). A cursor costs the same at any depth, so reading on from a page's
 * `nextCursor` goes up to PAGE_MAX_BY_CURSOR (a million ads at one per page). Here rather than beside the zod
 * schema (ads.ts), so the browse page reads them without loading zod.
 */
export const PAGE_MAX_BY_OFFSET = 10_000;
export const PAGE_MAX_BY_CURSOR = 1_000_000;

export const BROWSE_PAGE_SIZE = 12;

/** The URL parameters a browse page reads (readBrowseFilters); any other changes nothing on it. */
export const BROWSE_PARAMS: readonly string[] = ['category', 'location', 'search', 'sort', 'page', 'after', 'exact'];

const isSort = (value: string | null): value is AdSort => AD_SORTS.includes(value as AdSort);

/**
 * Reads /categories/{category}?location=&search=&sort=&page=&after= (also ?category=); names are matched to keys.
 * Shared so the server can answer a first visit's list inside the page (decision 010) with the very query the
 * browse page will ask for.
 */
export function readBrowseFilters(pathCategory: string | undefined, params: { get(name: string): string | null }): BrowseFilters {
  const rawCategory = (pathCategory ?? params.get('category') ?? '').trim();
  const rawLocation = (params.get('location') ?? '').trim();
  const search = (params.get('search') ?? '').trim();
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const after = (params.get('after') ?? '').trim();
  const isLaterPage = Number.isInteger(page) && page > 1;
  return {
    category: rawCategory ? (findCategory(rawCategory)?.id ?? rawCategory) : undefined,
    location: rawLocation ? (findLocation(rawLocation)?.id ?? rawLocation) : undefined,
    search: search || undefined,
    sort: isSort(sort) ? sort : 'featured',
    page: isLaterPage ? page : 1,
    // Only a later page starts after another one.
    after: isLaterPage && after ? after : undefined,
    ...(search && params.get('exact') === '1' && { exact: true }),
  };
}

/** A category or location the catalogue does not know cannot match any ad, so it is not sent to the server. */
export function hasUnknownFilter(filters: BrowseFilters): boolean {
  return Boolean((filters.category && !findCategory(filters.category)) || (filters.location && !findLocation(filters.location)));
}

/** The GET /api/ads query of the browse page for these filters. */
export function browseListQuery(filters: BrowseFilters) {
  const { category, location, search, sort, page, after, exact } = filters;
  return { category, location, search, sort, page, limit: BROWSE_PAGE_SIZE, cursor: after, ...(exact && { exact: 1 }) };
}
