import { CATEGORIES } from '@mohalla/shared';
import { isNumber, searchWords } from './query-words.ts';
import type { Term } from './search-query.ts';
import { TITLE_MARK, typedTermWords } from './search-plan.ts';

/** The lexicon's words are letters, digits and dots; a quote is doubled all the same, so no text can break out. */
const quote = (word: string) => `'${word.replace(/'/g, "''")}'`;

type Options = {
  /** Only the title's words (their marked copies, search_lexemes() in the database). */
  isTitle?: boolean;
  /** Whole words only; otherwise the last word also matches longer words it starts ("rent" finds "rental"). */
  isExact?: boolean;
  /** Whole words, synonyms included (they are left out of whole-word matches otherwise). */
  hasSynonyms?: boolean;
  /**
   * The lexicon's words starting with a prefix (none when there are too many). With it, a prefix is matched as those
   * words: the word index then intersects its lists without reading them whole, where `:*` reads every list the
   * prefix covers into memory first ("bill:*" & "high": 54 ms at a million ads, against 2 ms as "bill" & "high").
   */
  completions?: (prefix: string) => readonly string[];
};

const operand = (word: string, isTitle: boolean | undefined, isPrefix: boolean) =>
  `${quote(isTitle ? TITLE_MARK + word : word)}${isPrefix ? ':*' : ''}`;

/**
 * A prefix as the lexicon's words it stands for, or as `:*` when the lexicon gives none (or too many). The lexicon
 * in memory is up to a minute old, so the prefix is also a whole word of its own: it may be a word of an ad that has
 * just gone live ("cab", while the lexicon knows only "cable").
 */
function prefixOperand(prefix: string, options: Options): string {
  const completions = options.completions?.(prefix) ?? [];
  if (completions.length === 0) return operand(prefix, options.isTitle, true);
  const words = completions.includes(prefix) ? completions : [prefix, ...completions];
  return words.length === 1
    ? operand(words[0]!, options.isTitle, false)
    : `(${words.map((w) => operand(w, options.isTitle, false)).join(' | ')})`;
}

function render(term: Term, options: Options, isLast: boolean): string {
  switch (term.kind) {
    case 'word': {
      // Not a short word: "pro" would bring every "project" and "professional" with it.
      const widen = isLast && !options.isExact && term.word.length >= 4 && !isNumber(term.word);
      return widen ? prefixOperand(term.word, options) : operand(term.word, options.isTitle, false);
    }
    case 'prefix':
      return prefixOperand(term.prefix, options);
    case 'phrase':
      // The marked title words have no positions: in the title a phrase is its words.
      return `(${term.words.map((word) => operand(word, options.isTitle, false)).join(options.isTitle ? ' & ' : ' <-> ')})`;
    case 'any': {
      // A whole-word match is one of the words as typed; synonyms match, but rank below.
      const alternatives = options.isExact && !options.hasSynonyms && term.strong ? term.terms.slice(0, term.strong) : term.terms;
      return `(${alternatives.map((inner) => render(inner, options, isLast)).join(' | ')})`;
    }
  }
}

/** The terms as tsquery text (cast, never parsed: a parser would drop the ^ and ~ marks): every term must match. */
export function toTsquery(terms: readonly Term[], options: Options = {}): string {
  return terms.map((term, i) => render(term, options, i === terms.length - 1)).join(' & ');
}

/**
 * Every term among the words of given weights: A the title's own, C the subcategory and category ("Bikes": what the
 * ad is). Synonyms count only with `hasSynonyms`.
 */
export function weightedWords(terms: readonly Term[], weights: 'A' | 'C' | 'AC', { hasSynonyms = false } = {}): string {
  const weighted = (term: Term): string =>
    term.kind === 'word'
      ? `${quote(term.word)}:${weights}`
      : term.kind === 'prefix'
        ? `${quote(term.prefix)}:*${weights}`
        : term.kind === 'phrase'
          ? `(${term.words.map((word) => `${quote(word)}:${weights}`).join(' & ')})`
          : `(${(term.strong && !hasSynonyms ? term.terms.slice(0, term.strong) : term.terms).map(weighted).join(' | ')})`;
  return terms.map(weighted).join(' & ');
}

/** Each subcategory's name as the words of its ads' search vectors ("TV & Audio": tv, audio). */
const SUBCATEGORY_WORDS = CATEGORIES.flatMap((c) => c.subcategories.map((name) => searchWords(name)));

/**
 * When the search is a subcategory's name and nothing else ("bike", "used car", "flats", "auto parts"): that
 * subcategory's ads (weight C), to rank above the titles of other subcategories. A person searching "bike" means a
 * motorcycle, whose title names its model ("Bajaj Pulsar 150"), before a helmet whose title says "bike"; the
 * subcategory is what the seller chose the ad to be. Null for any other search: with more words, the title says
 * more than the subcategory does.
 */
export function subcategoryNamed(terms: readonly Term[]): string | null {
  const typed = terms.map(typedTermWords);
  const named = SUBCATEGORY_WORDS.find(
    (words) =>
      words.length === terms.length &&
      typed.every((forms) => forms.some((word) => words.includes(word))) &&
      words.every((word) => typed.some((forms) => forms.includes(word))),
  );
  return named ? named.map((word) => `${quote(word)}:C`).join(' & ') : null;
}

/** The terms in this order as a phrase of the title (weight A of the positioned words), or null for one term. */
export function titlePhrase(terms: readonly Term[]): string | null {
  if (terms.length < 2) return null;
  const weighted = (term: Term): string =>
    term.kind === 'word'
      ? `${quote(term.word)}:A`
      : term.kind === 'prefix'
        ? `${quote(term.prefix)}:*A`
        : term.kind === 'phrase'
          ? `(${term.words.map((word) => `${quote(word)}:A`).join(' <-> ')})`
          : `(${(term.strong ? term.terms.slice(0, term.strong) : term.terms).map(weighted).join(' | ')})`;
  return terms.map(weighted).join(' <-> ');
}

/** The category's and the place's lexemes of every ad's search vector, as conditions to add to a match. */
export function filterLexemes(filter: { category?: string; location?: string }): string {
  return [filter.category && quote(`~c${filter.category}`), filter.location && quote(`~l${filter.location}`)].filter(Boolean).join(' & ');
}

export const and = (...parts: (string | null | undefined | false)[]) =>
  parts
    .filter(Boolean)
    .map((p) => `(${p})`)
    .join(' & ');
