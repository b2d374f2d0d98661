import type { Term } from './search-query.ts';

/** What the lexicon knows of a word (publication in microseconds since 1970, as cursors carry it). */
export type WordStats = { ads: number; maxPrice: number | null; minPrice: number | null; lastPublished: number | null };

function wordsOf(term: Term, isTyped: boolean): string[] {
  switch (term.kind) {
    case 'word':
      return [term.word];
    case 'prefix':
      return [term.prefix, ...term.words];
    case 'phrase':
      return [...term.words];
    case 'any':
      return (isTyped && term.strong ? term.terms.slice(0, term.strong) : term.terms).flatMap((inner) => wordsOf(inner, isTyped));
  }
}

/**
 * The lexicon words a term stands for (a prefix: itself, as a word of an ad newer than the lexicon in memory, and
 * the words it completes; alternatives: each one's words).
 */
export const termWords = (term: Term): string[] => wordsOf(term, false);

/** The same, of the alternatives as typed only (the word, its plural or singular), not its synonyms. */
export const typedTermWords = (term: Term): string[] => wordsOf(term, true);

/**
 * A figure of the lexicon for each word (NaN: not known there), and how a term's words combine into the term's
 * figure. Of alternatives (a prefix's words, "sale" or "sales"), one not known bounds nothing: it has no ads there,
 * or none with that figure; only when none is known is the term's figure unknown.
 */
type Figure = { of: (word: string) => number; all: (values: number[]) => number; either: (values: number[]) => number };

function termFigure(term: Term, figure: Figure): number {
  const either = (values: number[]) => {
    const known = values.filter((value) => !Number.isNaN(value));
    return known.length > 0 ? figure.either(known) : MISSING;
  };
  switch (term.kind) {
    case 'word':
      return figure.of(term.word);
    case 'prefix':
      // The prefix as a word too: a new ad's word the lexicon already counts.
      return either([...term.words, term.prefix].map(figure.of));
    case 'phrase':
      return figure.all(term.words.map(figure.of));
    case 'any':
      return either(term.terms.map((inner) => termFigure(inner, figure)));
  }
}

const matchFigure = (terms: readonly Term[], figure: Figure) =>
  terms.length === 0 ? 0 : figure.all(terms.map((t) => termFigure(t, figure)));
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const lowest = (values: number[]) => Math.min(...values);
const highest = (values: number[]) => Math.max(...values);
const MISSING = Number.NaN;

/**
 * At most how many ads match every term, from the lexicon's exact counts in the filter's category and place: a
 * word's own count, a phrase's rarest word, alternatives and completions summed, the rarest term (exact for one word).
 * `mark` reads the title's words instead (TITLE_MARK).
 */
export const matchBound = (terms: readonly Term[], stats: ReadonlyMap<string, WordStats>, mark = '') =>
  matchFigure(terms, { of: (word) => stats.get(mark + word)?.ads ?? 0, all: lowest, either: sum });

/**
 * How many ads are likely to match every term, if the words occur independently of each other: the live ads times
 * each term's share of them. A guess, for choosing a plan; `matchBound` is the certain ceiling.
 */
export function matchEstimate(terms: readonly Term[], stats: ReadonlyMap<string, WordStats>, live: number, mark = ''): number {
  const share = (term: Term) =>
    Math.min(1, termFigure(term, { of: (word) => stats.get(mark + word)?.ads ?? 0, all: lowest, either: sum }) / Math.max(live, 1));
  return Math.round(terms.reduce((estimate, term) => estimate * share(term), Math.max(live, 1)));
}

/**
 * Where the first match can stand in a price or date order: no match costs more than the cheapest of its words'
 * highest prices (every word is in it), and so on. Null when the lexicon does not know (a word without prices).
 * An alternative without a figure here bounds nothing (termFigure): unpriced ads come after every price in both
 * orders, and the walk reads them last. It had made the whole bound unknown, so "for sale in" in Real estate by
 * lowest price ("sales" is in no ad there) walked from the cheapest rents and met none.
 */
export function orderBounds(terms: readonly Term[], stats: ReadonlyMap<string, WordStats>) {
  const bound = (field: 'maxPrice' | 'minPrice' | 'lastPublished', all: (v: number[]) => number, either: (v: number[]) => number) => {
    const value = matchFigure(terms, { of: (word) => stats.get(word)?.[field] ?? MISSING, all, either });
    return Number.isFinite(value) ? value : null;
  };
  return {
    maxPrice: bound('maxPrice', lowest, highest),
    minPrice: bound('minPrice', highest, lowest),
    lastPublished: bound('lastPublished', lowest, highest),
  };
}

/** A search's title lexemes carry this mark (search_lexemes() in the database), so title matches have their own counts. */
export const TITLE_MARK = '^';

/**
 * The lexicon's counts of the words of the title itself (weight A) carry this mark (migration 0021): the ^ words are
 * the title's, the subcategory's and the category's together, and a category's own words ("estate", "jobs") are in
 * every one of its ads but seldom in a title. Only the lexicon has these rows; the ads' search vectors do not.
 */
export const TITLE_WORD_MARK = '=';

const hasPrefix = (term: Term): boolean => term.kind === 'prefix' || (term.kind === 'any' && term.terms.some(hasPrefix));

/**
 * Whether the lexicon proves that no ad holds every term in its title itself (`stats` in the search's category and
 * place), so the ranks that need them there are empty and can be left out without changing the order. Never for a
 * prefix: a rank reads it as `:*`, which also meets words newer than the copy of the lexicon its completions came from.
 */
export const noneInTitle = (terms: readonly Term[], stats: ReadonlyMap<string, WordStats>): boolean =>
  !terms.some(hasPrefix) && matchBound(terms, stats, TITLE_WORD_MARK) === 0;

/**
 * The one category every match must be in, when the lexicon says the words meet in no other (a word only Jobs ads
 * hold, "rent" only in Real estate); null when they may meet in several, or in none. `byCategory`: each category's
 * counts ('' is every category's, and is not one).
 */
export function soleCategory(terms: readonly Term[], byCategory: ReadonlyMap<string, ReadonlyMap<string, WordStats>>): string | null {
  const possible = [...byCategory].filter(([category, stats]) => category !== '' && matchBound(terms, stats) > 0);
  return possible.length === 1 ? possible[0]![0] : null;
}
