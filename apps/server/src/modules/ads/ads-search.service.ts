import { DB_INT_MAX, type AdCursor, type AdListQuery } from '@mohalla/shared';
import { walkedScope, type AdsSearchRepository, type SearchSql } from './ads-search.repository.ts';
import type { AdFilter, AdRow, ListStart } from './ads.repository.ts';
import {
  matchBound,
  matchEstimate,
  noneInTitle,
  orderBounds,
  soleCategory,
  termWords,
  TITLE_MARK,
  TITLE_WORD_MARK,
  type WordStats,
} from './search/search-plan.ts';
import { parseSearch, type Term } from './search/search-query.ts';
import { and, filterLexemes, subcategoryNamed, titlePhrase, toTsquery, weightedWords } from './search/tsquery.ts';
import { createLexicon, unknownWords, withFresh } from './search/lexicon-copy.ts';
import { createWayOut, type WayOut } from './ads-search-way-out.ts';

/**
 * Searches cost a bounded amount of work however many ads match (decision 023). Collecting T matches costs about
 * k x T (k: a collected match costs several walked rows, for its index entry, its visit to the table out of order and
 * its words tested); walking an order's index for a page of W ads among L live ones costs about 2 x W x L / T rows.
 * Both are at most sqrt(2 x k x W x L) when up to sqrt(2 x W x L / k) matches are collected and broader searches
 * walked: the cap. A collection cut short at the cap proves the matches dense enough for a short walk.
 */
export function collectCap(wanted: number, live: number): number {
  return Math.min(MAX_COLLECT, Math.max(MIN_COLLECT, Math.round(Math.sqrt((2 * wanted * Math.max(live, 1)) / COLLECTED_ROW_COST))));
}
/** k above, measured at a million ads (bench/README.md, "The mix"): 16 us a collected match, 3-6 us a walked row. */
const COLLECTED_ROW_COST = 4;
const MIN_COLLECT = 1_000;
const MAX_COLLECT = 20_000;
const MIN_WINDOW = 1_000;
const MAX_WINDOW = 25_000;
/** Rows a first, short walk reads when the words may be common together: the page, or their share (a few ms at a million ads). */
const SHORT_WINDOW = MIN_WINDOW;
/** `isEstimate`: the total was not counted (a walk's share of the matches, or a collection cut short at the cap). */
type Page = { rows: AdRow[]; total: number; isEstimate: boolean };
type Part = { rows: AdRow[]; count?: number; estimate?: number };

/** The exact count when every match was collected; otherwise the walk's estimate, never fewer than were seen. */
const totalOf = (part: Part, offset: number) => part.count ?? Math.max(part.estimate ?? 0, offset + part.rows.length);
/** Whether a part's total is a count of every match. */
const isCounted = (part: Part): part is Part & { count: number } => part.count !== undefined;
/** A part that is the whole search: its rows, its total, and whether that total was counted. */
const pageOf = (part: Part, offset: number): Page => ({ rows: part.rows, total: totalOf(part, offset), isEstimate: !isCounted(part) });

export type SearchPage = {
  rows: AdRow[];
  total: number;
  /** The total is an estimate, not a count: the page says "about" (decision 023, eighteenth session). */
  isEstimate: boolean;
  /** Ranked by relevance (numbered pages only: a relevance order has no cursor). */
  isRelevance: boolean;
  /** What was searched, when it is not what was typed. */
  searchedFor: string | null;
  /** With nothing found in a category or a place: whether dropping that filter would find something. */
  wider: WayOut | null;
};

type Deps = {
  repo: AdsSearchRepository;
  /** Live ads in a category and place (cached counts): how dense a broad search's matches are along an index. */
  liveCount: (filter: AdFilter) => Promise<number>;
};

/**
 * Where in a price or date order a walk can start: at the highest price (or lowest, or latest date) any match can
 * have, from the lexicon. A broad word's matches may all sit deep in an order ("rent" among the costliest ads first);
 * starting there, they are dense again. Past every id (no ad has the largest), so the ads at that very price are included.
 */
function startOf(sort: AdListQuery['sort'], bounds: ReturnType<typeof orderBounds>): AdCursor | undefined {
  const after = (value: number | null): AdCursor | undefined => (value === null ? undefined : { sort, values: [value, DB_INT_MAX] });
  if (sort === 'price-high') return after(bounds.maxPrice);
  if (sort === 'price-low') return after(bounds.minPrice);
  if (sort === 'recent') return after(bounds.lastPublished);
  return undefined;
}

const windowFor = (wanted: number, matches: number, scanned: number) =>
  Math.min(MAX_WINDOW, Math.max(MIN_WINDOW, Math.ceil((wanted * Math.max(scanned, 1) * 2) / Math.max(matches, 1))));

export function createAdsSearch({ repo, liveCount }: Deps) {
  const lexicon = createLexicon(repo.lexicon);
  const wider = createWayOut(repo, SHORT_WINDOW);

  /**
   * One part of a search. Certainly few matches (`bound`): all collected. Probably few (`estimate`, the words taken
   * as independent): collected, unless there turn out to be more than the cap. Many: walked along the order, and
   * collected after all if the walk finds too few.
   */
  async function part(
    sql: SearchSql,
    { bound, estimate }: { bound: number; estimate: number },
    filter: AdFilter,
    sort: AdListQuery['sort'],
    isRelevance: boolean,
    limit: number,
    start: ListStart & { from?: AdCursor },
  ) {
    const live = await liveCount(filter);
    const cap = collectCap(start.offset + limit, await liveCount(walkedScope(filter, sort)));
    const collect = async (): Promise<Part> => {
      const { rows, count } = await repo.collect(sql, sort, isRelevance, limit, start, cap);
      // Past the cap the set was cut short: its size is not the number of matches, only a floor of it.
      return count > cap ? { rows, estimate: Math.max(cap + 1, estimate) } : { rows, count };
    };
    if (bound <= cap) return collect();
    const shareOf = (walk: { hits: number; read: number }) => walk.hits / Math.max(walk.read, 1);
    // A walk's estimate: its share of matches taken over all the live ads, never below `floor`, never above the bound.
    const estimateOf = (walk: { hits: number; read: number }, floor: number) =>
      Math.min(bound, Math.max(floor, Math.round(shareOf(walk) * live)));
    // Probably few, but not certainly: words from the same kinds of ads ("2bhk flat for") meet far more often than
    // independent ones would. A walk stops at the page's last match, so a short one is tried first: when the words
    // are common together it is the page; when not, it has measured their share along the order, before a
    // collection that may be cut short at the cap (a wasted 20-50 ms at a million ads) or a walk sized from the wrong figure.
    // By relevance too when the estimate is above the cap but is only an estimate (several words): a relevance walk
    // reads its whole window unless the best tier fills the page, and a window sized from words taken as independent
    // is far too long for words that go together ("bill and box": 9,000 rows, 50-60 ms, where 1,000 held the page).
    const mayBeCommon = estimate <= cap || (isRelevance && estimate < bound);
    const short = mayBeCommon ? await repo.walk(sql, filter, sort, isRelevance, limit, start, SHORT_WINDOW) : null;
    if (short?.isPage) return { rows: short.rows, estimate: estimateOf(short, start.offset + limit) };
    const measured = short ? (short.read < SHORT_WINDOW ? short.hits : Math.round(shareOf(short) * live)) : estimate;
    const collected = measured <= cap ? await collect() : null;
    if (collected && collected.count !== undefined) return collected;
    // More than the cap match, yet the short walk met none from the same start: they sit elsewhere along the order
    // (low prices, when the walk starts at the one costly ad that holds a word), and a walk sized for matches spread
    // evenly would read its whole window for nothing (16,000 rows, 70 ms at a million ads). The collection's page stands.
    if (collected && short?.hits === 0) return collected;
    // How many match: more than the cap when a collection was cut short, else the measured share or the estimate.
    const matches = Math.min(bound, Math.max(collected ? cap + 1 : 0, measured));
    const window = windowFor(start.offset + limit, matches, live);
    const first = await repo.walk(sql, filter, sort, isRelevance, limit, start, window);
    // Fewer matches along the order than the whole set's share promised (most sit elsewhere in it: "bike" priced
    // low, where the walk starts among the cheapest ads of every kind): walked again as far as the share it did meet
    // says, within the cap on a walk, before the collection cut short, whose page is only of the matches it holds.
    // None met says nothing of how far the next are (a walk of the whole cap found none in such cases, for 300 ms).
    const walked =
      first.isPage || first.hits === 0 || first.read < window || window >= MAX_WINDOW
        ? first
        : await repo.walk(sql, filter, sort, isRelevance, limit, start, windowFor(start.offset + limit, first.hits, first.read));
    if (!walked.isPage) return collected ?? collect();
    // Never below a collection's floor.
    return { rows: walked.rows, estimate: estimateOf(walked, collected ? cap + 1 : 0) };
  }

  /**
   * The filter a search is planned in, and its words' counts there: the one asked for, or, when no category was asked
   * and the words meet in one category only ("rent": Real estate), that category. The matches are the same, but
   * they are denser among its ads: its counts size the plan, and its own indexes give the featured and price
   * orders, so a walk does not read past every other category's ads (decision 023, "the category the words imply").
   */
  async function planned(terms: Term[], words: string[], asked: AdFilter) {
    if (asked.category) return { filter: asked, stats: await repo.wordStats(words, asked.category, asked.location) };
    const byCategory = await repo.wordStatsByCategory(words, asked.location);
    const category = soleCategory(terms, byCategory);
    const filter = category ? { ...asked, category } : asked;
    return { filter, stats: byCategory.get(category ?? '') ?? new Map<string, WordStats>() };
  }

  return {
    /** A page of a search; text with no word in it (only punctuation, emoji) finds nothing, and says so. */
    async search(query: AdListQuery & { search: string }, limit: number, start: ListStart): Promise<SearchPage> {
      let index = await lexicon();
      let parsed = parseSearch(query.search, index, { isExact: query.exact });
      // The copy in memory is up to a minute old: before a word is corrected, the lexicon's exact counts say whether
      // an ad published since holds it as typed (one lookup, for corrected searches only).
      if (parsed.searchedFor !== null && !query.exact) {
        // No words, no lookup: the repository answers an empty list without asking the database.
        const counts = await repo.wordStats(unknownWords(query.search, index));
        const fresh = new Map([...counts].filter(([, c]) => c.ads > 0).map(([word, c]) => [word, c.ads]));
        if (fresh.size > 0) {
          index = withFresh(index, fresh);
          parsed = parseSearch(query.search, index, { isExact: query.exact });
        }
      }
      const { terms, searchedFor } = parsed;
      if (terms.length === 0) return { rows: [], total: 0, isEstimate: false, isRelevance: false, searchedFor, wider: null };
      const asked: AdFilter = { category: query.category, location: query.location };
      const words = [...new Set(terms.flatMap(termWords))];
      const isRelevance = query.sort === 'featured' && !start.after;
      // The counts of the words in titles (^) and in the title itself (=) serve relevance's ranks only.
      const marked = isRelevance ? [TITLE_MARK, TITLE_WORD_MARK].flatMap((mark) => words.map((w) => mark + w)) : [];
      const { filter, stats } = await planned(terms, [...words, ...marked], asked);
      const live = await liveCount(filter);
      // Plans come from the lexicon's exact counts: sure bounds, and estimates that take the words as independent.
      const sizes = { bound: matchBound(terms, stats), estimate: matchEstimate(terms, stats, live) };
      const bound = sizes.bound;
      // Conditions the word index reads name whole words, prefixes included (search/tsquery.ts).
      const completions = (prefix: string) => index.withPrefix(prefix);
      const match = toTsquery(terms, { completions });
      // The category the lexicon implies is left out of the words: every match holds it anyway.
      const filters = filterLexemes(asked);
      const found = bound === 0 ? { rows: [], total: 0, isEstimate: false } : isRelevance ? await byRelevance() : await inOrder();
      return { ...found, isRelevance, searchedFor, wider: found.total === 0 ? await wider(terms, asked, match) : null };

      /** An explicit order (price, date, views): one walk or one collection of every match. */
      async function inOrder(): Promise<Page> {
        const from = startOf(query.sort, orderBounds(terms, stats));
        const found = await part({ match: and(match, filters), tiers: [] }, sizes, filter, query.sort, false, limit, { ...start, from });
        return pageOf(found, start.offset);
      }

      /**
       * Relevance: ads with every word in the title or subcategory first (the phrase of the title best, then the
       * words typed in the title, then synonyms or the subcategory), then the other matches (the words typed before
       * synonyms); in each tier the featured order. The second group is read only when the first one ends here.
       */
      async function byRelevance(): Promise<Page> {
        // Synonyms in the title count as title matches ("scooty": an electric scooter), ranked after the words typed.
        const inTitle = toTsquery(terms, { isTitle: true, isExact: true, hasSynonyms: true, completions });
        const phrase = titlePhrase(terms);
        // Best: the words as a phrase of the title; then all in the title; then some only in the subcategory
        // ("Bikes"); then the same with synonyms; then (outside the title) the words typed before their synonyms.
        // The ranks that need every word in the title itself are left out when the lexicon says no ad here has them
        // there: a category's own words ("estate", "jobs") are in all its ads, in few titles. Then every title match is
        // of the best rank left, and a walk stops at the page instead of ranking a whole window of 1,000 rows.
        const isInTitleItself = !noneInTitle(terms, stats);
        // Above them all, when the words are a subcategory's name ("bike", "houses"): that subcategory's ads whose
        // titles say it too, then its other ads ("Bajaj Pulsar 150"), then the titles of other subcategories (a helmet).
        const named = subcategoryNamed(terms);
        const titleTiers = [
          ...(named && isInTitleItself ? [and(weightedWords(terms, 'A'), named)] : []),
          ...(named ? [named] : []),
          ...(isInTitleItself && phrase ? [phrase] : []),
          ...(isInTitleItself ? [weightedWords(terms, 'A')] : []),
          weightedWords(terms, 'AC'),
          ...(isInTitleItself ? [weightedWords(terms, 'A', { hasSynonyms: true })] : []),
          weightedWords(terms, 'AC', { hasSynonyms: true }),
        ];
        const elsewhere = toTsquery(terms, { isExact: true });
        // Few matches: one collection ranks them all at once.
        const cap = collectCap(start.offset + limit, await liveCount(walkedScope(filter, 'featured')));
        if (sizes.bound <= cap || sizes.estimate <= cap) {
          const all = await part(
            { match: and(match, filters), tiers: [...titleTiers, elsewhere] },
            sizes,
            filter,
            'featured',
            true,
            limit,
            start,
          );
          return pageOf(all, start.offset);
        }
        // Many: the title matches first, walked on their own, so a broad word's title matches are not lost among the rest.
        const inTitleSizes = { bound: matchBound(terms, stats, TITLE_MARK), estimate: matchEstimate(terms, stats, live, TITLE_MARK) };
        const first =
          inTitleSizes.bound > 0
            ? await part({ match: and(inTitle, filters), tiers: titleTiers }, inTitleSizes, filter, 'featured', true, limit, start)
            : { rows: [], count: 0 };
        if (!isCounted(first) || first.rows.length >= limit) {
          // Counted title matches are every match only when the lexicon's ceiling allows no other.
          const isEstimate = !isCounted(first) || sizes.bound > first.count;
          return { rows: first.rows, total: Math.max(totalOf(first, start.offset), start.offset + first.rows.length), isEstimate };
        }
        const second = await part(
          { match: `${and(match, filters)} & !(${inTitle})`, tiers: [elsewhere] },
          sizes,
          filter,
          'featured',
          true,
          limit - first.rows.length,
          { offset: Math.max(0, start.offset - first.count) },
        );
        return {
          rows: [...first.rows, ...second.rows],
          total: first.count + totalOf(second, Math.max(0, start.offset - first.count)),
          isEstimate: !isCounted(second),
        };
      }
    },
  };
}

export type AdsSearch = ReturnType<typeof createAdsSearch>;
