import { findCategory, type CategoryKey } from '@mohalla/shared';
import type { AdsSearchRepository } from './ads-search.repository.ts';
import type { AdFilter } from './ads.repository.ts';
import { matchBound, termWords } from './search/search-plan.ts';
import type { Term } from './search/search-query.ts';
import { and, filterLexemes } from './search/tsquery.ts';

/** What a search that found nothing inside a category or place offers instead (`wider` of the answer). */
export type WayOut = { anyCategory: boolean; anyLocation: boolean; categories: CategoryKey[] };

/** `shortWindow`: the rows a first, short walk reads (the search's own). */
export function createWayOut(repo: AdsSearchRepository, shortWindow: number) {
  /**
   * With nothing found inside a category or place: whether the same search finds ads without that filter, and in
   * which other categories (in the place asked), so the page can offer them by name. The lexicon answers for certain
   * when no word could match there at all; otherwise a short walk, then one index lookup.
   */
  return async function wider(terms: Term[], filter: AdFilter, match: string): Promise<WayOut | null> {
    if (!filter.category && !filter.location) return null;
    const words = [...new Set(terms.flatMap(termWords))];
    /** The category of the first match found without the filter dropped (null: none), where the lexicon cannot say. */
    const firstCategory = async (relaxed: AdFilter): Promise<string | null> => {
      const within = and(match, filterLexemes(relaxed));
      // Words that meet at all usually meet within a short walk of the featured order, which stops at the first
      // match (a few ms); the index lookup reads every posting of every word (30-50 ms at a million ads for two
      // common words) and is left for the words that did not meet there.
      const walked = await repo.walk({ match: within, tiers: [] }, relaxed, 'featured', false, 1, { offset: 0 }, shortWindow);
      return walked.isPage ? walked.rows[0]!.category_key : repo.firstCategory(within);
    };
    /**
     * The other categories that hold matches, most first: one term's counts are exact, so every category counted
     * holds some; several terms may each be in a category without meeting there, so only the first match's is sure.
     */
    const otherCategories = async (): Promise<CategoryKey[]> => {
      const byCategory = await repo.wordStatsByCategory(words, filter.location);
      const counted = [...byCategory]
        .flatMap(([key, stats]) => {
          const category = findCategory(key)?.id;
          return category && category !== filter.category ? [{ category, bound: matchBound(terms, stats) }] : [];
        })
        .filter(({ bound }) => bound > 0)
        .sort((a, b) => b.bound - a.bound);
      if (counted.length === 0 || terms.length === 1) return counted.map(({ category }) => category);
      const first = await firstCategory({ location: filter.location });
      const category = findCategory(first)?.id;
      return category ? [category] : [];
    };
    const inAnyPlace = async () => {
      const stats = await repo.wordStats(words, filter.category, '');
      if (matchBound(terms, stats) === 0) return false;
      return terms.length === 1 || (await firstCategory({ category: filter.category })) !== null;
    };
    // The two questions are independent: asked together, on two of the pool's connections, a search with both filters
    // and no match waits for the longer one, not both (it read 9 statements one after the other, 41-55 ms at a million ads).
    const [categories, anyLocation] = await Promise.all([filter.category ? otherCategories() : [], filter.location ? inAnyPlace() : false]);
    return { anyCategory: categories.length > 0, anyLocation, categories };
  };
}
