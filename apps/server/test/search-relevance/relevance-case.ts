import type { AdListResponse, AdSort, CategoryKey, LocationId } from '@mohalla/shared';
import { expect } from 'vitest';

/**
 * One query of the relevance test set (issue 18, point 3) and what a person typing it must see. Ads are named by
 * title; every expectation is checked on the first page (24 ads), in the default order unless `sort` says otherwise.
 */
export type RelevanceCase = {
  /** What kind of query it is (a swapped pair of letters, a model number, a locality...), for the test's name. */
  kind: string;
  query: string;
  category?: CategoryKey;
  location?: LocationId;
  sort?: AdSort;
  /** Searched as typed, without corrections (the "Search instead for ..." link). */
  exact?: boolean;
  /** These ads first, in this order. */
  first?: string[];
  /** These ads all among the first `n`, in any order. */
  among?: { n: number; titles: string[] };
  /** Ads that may be found but must come after every ad of `first` and `among`. */
  notBefore?: string[];
  /** Ads that must not be on the first page. */
  absent?: string[];
  /** The first `n` ads (all of them, when fewer are found; at least one) have titles like this. */
  titlesLike?: { n: number; pattern: RegExp };
  /** What the answer says was searched (null: the words as typed). Not checked when absent. */
  searchedFor?: string | null;
  /** Nothing is found, and the answer says whether dropping the category or the place would find something. */
  none?: { wider: NonNullable<AdListResponse['wider']> | null };
  /** Another spelling that must give the very same first page (with the same filters and order, with corrections). */
  sameAs?: string;
  /**
   * A defect of the search this case shows (query, what came first, what should have): the case is expected to fail
   * until the search is fixed, then the mark must go. Never a reason to weaken the case.
   */
  defect?: string;
};

export const PAGE = 24;

export function caseUrl(c: Pick<RelevanceCase, 'query' | 'category' | 'location' | 'sort' | 'exact'>, query = c.query): string {
  const params = new URLSearchParams({ search: query, limit: String(PAGE) });
  if (c.category) params.set('category', c.category);
  if (c.location) params.set('location', c.location);
  if (c.sort) params.set('sort', c.sort);
  if (c.exact) params.set('exact', '1');
  return `/api/ads?${params}`;
}

export function caseName(c: RelevanceCase): string {
  const filters = [c.category, c.location, c.sort && `sort=${c.sort}`, c.exact && 'exact=1'].filter(Boolean);
  return `${c.kind}: "${c.query}"${filters.length ? ` (${filters.join(', ')})` : ''}${c.defect ? ' [known defect]' : ''}`;
}

/** The titles a case names, so a typo in the test set fails loudly instead of never matching. */
export const titlesOf = (c: RelevanceCase) => [...(c.first ?? []), ...(c.among?.titles ?? []), ...(c.notBefore ?? []), ...(c.absent ?? [])];

/** Checks one answer against its case; `same` is the answer to `sameAs`. */
export function checkCase(c: RelevanceCase, body: AdListResponse, same?: AdListResponse): void {
  const titles = body.data.map((ad) => ad.Title);
  const shown = `got: ${JSON.stringify(titles.slice(0, 6))}`;
  if (c.searchedFor !== undefined) expect(body.searchedFor ?? null, `searchedFor; ${shown}`).toBe(c.searchedFor);
  // The lexicon's marked words (^title, ~category) are its own; a person is only ever shown words they could type.
  expect(body.searchedFor ?? '', 'searchedFor holds only plain words').not.toMatch(/[\^~]/);
  if (c.none) {
    expect(titles, 'nothing found').toEqual([]);
    expect(body.total).toBe(0);
    expect(body.wider ?? null, 'wider').toEqual(c.none.wider);
  }
  if (c.first) expect(titles.slice(0, c.first.length), shown).toEqual(c.first);
  if (c.among) expect(titles.slice(0, c.among.n), shown).toEqual(expect.arrayContaining(c.among.titles));
  const wanted = [...(c.first ?? []), ...(c.among?.titles ?? [])];
  if (c.notBefore) expect(wanted.length, '"notBefore" is checked against "first" and "among"').toBeGreaterThan(0);
  for (const later of c.notBefore ?? []) {
    const at = titles.indexOf(later);
    if (at === -1) continue;
    const lastWanted = Math.max(...wanted.map((title) => titles.indexOf(title)));
    expect(lastWanted, `"${later}" must not come before ${JSON.stringify(wanted)}; ${shown}`).toBeLessThan(at);
  }
  for (const title of c.absent ?? []) expect(titles, `"${title}" must not be on the first page`).not.toContain(title);
  if (c.titlesLike) {
    expect(titles.length, 'something found').toBeGreaterThan(0);
    const unlike = titles.slice(0, c.titlesLike.n).filter((title) => !c.titlesLike!.pattern.test(title));
    expect(unlike, `titles not like ${c.titlesLike.pattern}; ${shown}`).toEqual([]);
  }
  if (c.sort === 'price-low' || c.sort === 'price-high') {
    const prices = body.data.map((ad) => ad.Price ?? (c.sort === 'price-low' ? Infinity : -Infinity));
    const sorted = [...prices].sort((a, b) => (c.sort === 'price-low' ? a - b : b - a));
    expect(prices, `in ${c.sort} order`).toEqual(sorted);
  }
  if (same) expect(body.data.map((ad) => ad.AdId)).toEqual(same.data.map((ad) => ad.AdId));
}

/** What two databases must agree on for a case. */
export const answerOf = (body: AdListResponse) => ({
  ads: body.data.map((ad) => `${ad.AdId} ${ad.Title}`),
  total: body.total,
  searchedFor: body.searchedFor ?? null,
  wider: body.wider ?? null,
});
