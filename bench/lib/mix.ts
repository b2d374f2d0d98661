import { BROWSE_PAGE_SIZE, CATEGORY_KEYS, LOCATION_IDS, type AdSort, type CategoryKey, type LocationId } from '@mohalla/shared';
import { STOP_WORDS } from '../../apps/server/src/modules/ads/search/vocabulary.ts';
import { createRandom, type Random } from './random.ts';

/**
 * The realistic request mix of issue 18 (bench/README.md, "The mix"): thousands of distinct requests as the web app
 * sends them, drawn from the ads' own vocabulary with common words far more frequent than rare ones, a quarter of the
 * searches misspelt, filters, all six sorts, pages 1-5 by number and by cursor, and ad pages by random id.
 * Deterministic for a seed and a source.
 */

/** A word of the live ads (the lexicon's `search_words`): in how many ads, in how many titles, per category. */
export type SourceWord = { word: string; ads: number; titleAds: number; byCategory: Partial<Record<CategoryKey, number>> };
/** Titles of random live ads: two or three words of one make a phrase search ("2 bhk flat", "iphone 13"). */
export type SourceTitle = { title: string; category: CategoryKey };
export type MixSource = { words: SourceWord[]; titles: SourceTitle[]; liveIds: number[] };

export type ListQuery = { category?: CategoryKey; location?: LocationId; search?: string; sort: AdSort; page: number };
export type TypoKind = 'swap' | 'drop' | 'double' | 'wrong';
/** `visitor` numbers the person asking (an ad page counts one view per visitor per day). */
export type MixRequest =
  | { kind: 'detail'; id: number; visitor: number }
  | { kind: 'list'; query: ListQuery; byCursor: boolean; typo?: TypoKind; phrase?: boolean; visitor: number };

/** The proportions the unit test checks (of all requests, of searches, or of lists, as named). */
export const MIX_SHARES = {
  detail: 0.3,
  /** Of all requests: lists without words (a category, a place, a sort). */
  browse: 0.15,
  /** Of searches. */
  typo: 0.25,
  phrase: 0.3,
  category: 0.35,
  location: 0.3,
  /** Of later pages whose order has a cursor (any order but a search's relevance). */
  cursor: 0.5,
} as const;
/** Zipf's exponent over the words' rank by frequency: the 10 most common words are ~40% of one-word searches. */
const ZIPF_S = 1;
const SORT_WEIGHTS: [AdSort, number][] = [
  ['featured', 40],
  ['premium', 12],
  ['recent', 12],
  ['price-low', 12],
  ['price-high', 12],
  ['popular', 12],
];
const PAGE_WEIGHTS: [number, number][] = [
  [1, 55],
  [2, 18],
  [3, 12],
  [4, 8],
  [5, 7],
];
export const TYPO_KINDS: readonly TypoKind[] = ['swap', 'drop', 'double', 'wrong'];
/** Letters next to each other on a phone's keyboard: a wrong letter is usually one of these. */
const NEIGHBOURS: Record<string, string> = {
  q: 'wa',
  w: 'qes',
  e: 'wrd',
  r: 'etf',
  t: 'ryg',
  y: 'tuh',
  u: 'yij',
  i: 'uok',
  o: 'ipl',
  p: 'ol',
  a: 'qsz',
  s: 'adwx',
  d: 'sfex',
  f: 'dgrc',
  g: 'fhtv',
  h: 'gjyb',
  j: 'hkun',
  k: 'jlim',
  l: 'ko',
  z: 'asx',
  x: 'zsdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
};

const hasLetter = (word: string) => /\p{L}/u.test(word);

/** Words someone would search for alone: a letter in them, two characters or more, not a stop word. */
export function rankWords(words: SourceWord[]): SourceWord[] {
  return words
    .filter((w) => w.word.length >= 2 && hasLetter(w.word) && /^[\p{L}\p{N}]/u.test(w.word) && !STOP_WORDS.has(w.word))
    .sort((a, b) => b.titleAds - a.titleAds || b.ads - a.ads || (a.word < b.word ? -1 : 1));
}

/** Draws an index 0..n-1 with probability proportional to 1 / (rank ^ s). */
function zipf(r: Random, n: number, s: number): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) cumulative[i] = total += 1 / (i + 1) ** s;
  return () => {
    const x = r.next() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/** One typing mistake of the given kind, never on the first letter (people rarely miss that one). */
export function misspell(r: Random, word: string, kind: TypoKind): string {
  const at = (from: number, to: number) => r.int(from, Math.max(from, to));
  if (kind === 'swap') {
    const spots = [...word].flatMap((c, i) => (i >= 1 && i < word.length - 1 && c !== word[i + 1] ? [i] : []));
    if (spots.length === 0) return misspell(r, word, 'drop');
    const i = r.pick(spots);
    return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
  if (kind === 'drop') {
    const i = at(1, word.length - 1);
    return word.slice(0, i) + word.slice(i + 1);
  }
  if (kind === 'double') {
    const i = at(1, word.length - 1);
    return word.slice(0, i + 1) + word[i] + word.slice(i + 1);
  }
  const i = at(1, word.length - 1);
  const near = NEIGHBOURS[word[i]!] ?? 'aeiou';
  const choices = [...near].filter((c) => c !== word[i]);
  return word.slice(0, i) + r.pick(choices) + word.slice(i + 1);
}

/** Two or three neighbouring words of a title, as typed, with at least one word that means something. */
function phraseOf(r: Random, title: string): string | null {
  const words = title
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const length = r.chance(0.7) ? 2 : 3;
  if (words.length < length) return null;
  const start = r.int(0, words.length - length);
  const phrase = words.slice(start, start + length);
  return phrase.some((w) => hasLetter(w) && !STOP_WORDS.has(w)) ? phrase.join(' ') : null;
}

/** A word of the search long enough to misspell (letters only, four or more), misspelt; null when none is. */
function withTypo(r: Random, search: string, kind: TypoKind): string | null {
  const words = search.split(' ');
  const spots = words.flatMap((w, i) => (w.length >= 4 && /^\p{L}+$/u.test(w) ? [i] : []));
  if (spots.length === 0) return null;
  const i = r.pick(spots);
  words[i] = misspell(r, words[i]!, kind);
  return words.join(' ');
}

function pickCategory(r: Random, counts: Partial<Record<CategoryKey, number>>): CategoryKey {
  // Mostly where the word is; sometimes anywhere ("flat" in Jobs finds little, and costs what it costs).
  const known = Object.entries(counts).filter(([, n]) => (n ?? 0) > 0) as [CategoryKey, number][];
  return known.length > 0 && r.chance(0.8) ? r.weighted(known) : r.pick(CATEGORY_KEYS);
}

export function createMix({ seed, requests, source }: { seed: number; requests: number; source: MixSource }): MixRequest[] {
  const r = createRandom(seed);
  const ranked = rankWords(source.words);
  if (ranked.length === 0 || source.liveIds.length === 0) throw new Error('the mix needs words and live ads');
  const nextWord = zipf(r, ranked.length, ZIPF_S);
  const visitors = Math.max(1, Math.floor(requests / 3));
  const sortAndPage = (search: string | undefined) => {
    const sort = r.weighted(SORT_WEIGHTS);
    const page = r.weighted(PAGE_WEIGHTS);
    // A search's default order is relevance, which has numbered pages only (decision 023).
    const hasCursor = page > 1 && !(search && sort === 'featured');
    return { sort, page, byCursor: hasCursor && r.chance(MIX_SHARES.cursor) };
  };

  const search = (): MixRequest => {
    for (;;) {
      let text: string | null;
      let counts: Partial<Record<CategoryKey, number>>;
      const phrase = source.titles.length > 0 && r.chance(MIX_SHARES.phrase);
      if (phrase) {
        const title = r.pick(source.titles);
        text = phraseOf(r, title.title);
        counts = { [title.category]: 1 };
      } else {
        const word = ranked[nextWord()]!;
        text = word.word;
        counts = word.byCategory;
      }
      if (!text) continue;
      let typo: TypoKind | undefined;
      if (r.chance(MIX_SHARES.typo)) {
        typo = r.pick(TYPO_KINDS);
        text = withTypo(r, text, typo);
        // Nothing to misspell in it: draw another search, so a quarter of the searches stay misspelt.
        if (!text) continue;
      }
      const category = r.chance(MIX_SHARES.category) ? pickCategory(r, counts) : undefined;
      const location = r.chance(MIX_SHARES.location) ? r.pick(LOCATION_IDS) : undefined;
      const { byCursor, ...order } = sortAndPage(text);
      const query: ListQuery = { category, location, search: text, ...order };
      return { kind: 'list', query, byCursor, typo, phrase, visitor: r.int(0, visitors - 1) };
    }
  };
  const browse = (): MixRequest => {
    const category = r.chance(0.6) ? r.pick(CATEGORY_KEYS) : undefined;
    const location = r.chance(0.4) ? r.pick(LOCATION_IDS) : undefined;
    const { byCursor, ...order } = sortAndPage(undefined);
    return { kind: 'list', query: { category, location, ...order }, byCursor, visitor: r.int(0, visitors - 1) };
  };
  const detail = (): MixRequest => ({ kind: 'detail', id: r.pick(source.liveIds), visitor: r.int(0, visitors - 1) });

  return Array.from({ length: requests }, () => {
    const x = r.next();
    return x < MIX_SHARES.detail ? detail() : x < MIX_SHARES.detail + MIX_SHARES.browse ? browse() : search();
  });
}

/**
 * The GET /api/ads query the browse page sends for a list (browseListQuery in @mohalla/shared: every parameter, sorted,
 * 12 ads a page), starting after `cursor` when given.
 */
export function listParams(query: ListQuery, { page = query.page, cursor }: { page?: number; cursor?: string } = {}): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['category', query.category],
    ['cursor', cursor],
    ['limit', String(BROWSE_PAGE_SIZE)],
    ['location', query.location],
    ['page', String(page)],
    ['search', query.search],
    ['sort', query.sort],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== undefined));
}

export type MixTarget = 'api' | 'page' | 'ad-page';

/**
 * The address a request asks: the API (what the app fetches) or, for `page` and `ad-page`, the browse page or the ad's
 * page a visitor opens, which the server draws with the same answer inside (`after` is the previous page's cursor, as
 * the page's Next link carries it).
 */
export function pathOf(request: MixRequest, target: MixTarget, cursor?: string): string {
  if (request.kind === 'detail') return target === 'api' ? `/api/ads/${request.id}` : `/ad/${request.id}`;
  if (target === 'api') return `/api/ads?${listParams(request.query, { cursor }).toString()}`;
  const { category, location, search, sort, page } = request.query;
  const params = new URLSearchParams();
  if (location) params.set('location', location);
  if (search) params.set('search', search);
  if (sort !== 'featured') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  if (cursor) params.set('after', cursor);
  const query = params.toString();
  return `/categories${category ? `/${category}` : ''}${query ? `?${query}` : ''}`;
}

/** What makes two requests the same request before cursors are known: the page read by cursor is marked as such. */
export function requestKey(request: MixRequest): string {
  return request.kind === 'list' && request.byCursor ? `${pathOf(request, 'api')}&by=cursor` : pathOf(request, 'api');
}
