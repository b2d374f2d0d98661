import { isNumber, searchWords } from './query-words.ts';
import { PLACE_SPELLINGS, SAME_WORDS, STOP_WORDS } from './vocabulary.ts';
import type { WordIndex } from './word-index.ts';

/**
 * One thing the query asks for, matched through the word index: a word (and, for a search, longer words that start
 * with it), a word typed halfway ("iphon"), or alternatives (a plural, a synonym, a place's other spelling).
 */
export type Term =
  | { kind: 'word'; word: string }
  | { kind: 'prefix'; prefix: string; words: readonly string[] }
  | { kind: 'phrase'; words: readonly string[] }
  | { kind: 'any'; terms: readonly Term[]; strong?: number };

export type SearchQuery = {
  /** Every term must match (AND). Empty when nothing searchable was typed. */
  terms: Term[];
  /** The words searched, when they differ from what was typed (a correction, an unknown word left out). */
  searchedFor: string | null;
};

const SAME: ReadonlyMap<string, readonly string[]> = new Map(SAME_WORDS.flatMap((group) => group.map((word) => [word, group])));
const PLACES = PLACE_SPELLINGS.map((spellings) => spellings.map((spelling) => spelling.split(' ')));

const termOf = (words: readonly string[]): Term => (words.length === 1 ? { kind: 'word', word: words[0]! } : { kind: 'phrase', words });

/** The place spelled by the words at `at`, if any: its length in words and the term for all its spellings. */
function placeAt(words: readonly string[], at: number): { length: number; term: Term } | null {
  for (const spellings of PLACES) {
    const match = spellings.find((spelling) => spelling.every((word, i) => words[at + i] === word));
    if (match) return { length: match.length, term: { kind: 'any', terms: spellings.map(termOf) } };
  }
  return null;
}

/**
 * A word the lexicon knows, with its plural or singular (the same word) and then its synonyms that the lexicon knows
 * (weaker: they rank below the word itself, `strong` counts the alternatives as typed).
 */
function knownWord(word: string, index: WordIndex): Term {
  const forms = withPlurals(word, index);
  const synonyms = (SAME.get(word) ?? []).flatMap((other) => withPlurals(other, index)).filter((other) => !forms.includes(other));
  const all = [...forms, ...synonyms.filter((other) => index.has(other))];
  if (all.length === 1) return { kind: 'word', word: all[0]! };
  // A word no ad holds ("scooty") is searched as its synonyms, all of them as good as typed.
  const strong = index.has(word) || isNumber(word) ? forms.length : all.length;
  return { kind: 'any', terms: all.map((form) => ({ kind: 'word', word: form })), strong };
}

/** The word and its plural or singular, when the lexicon has them (not for 2-letter words: "tv" is not "tvs"). */
function withPlurals(word: string, index: WordIndex): string[] {
  const forms = [word];
  if (word.length < 3) return forms;
  if (word.endsWith('s') && index.has(word.slice(0, -1))) forms.push(word.slice(0, -1));
  if (index.has(`${word}s`)) forms.push(`${word}s`);
  return forms;
}

/**
 * Reads a search the way people type it: place names in any spelling, stop words dropped, plurals and synonyms
 * joined, a half-typed word completed, and a word the ads do not contain corrected to the nearest one they do (or
 * left out, if none is near). Everything it decides comes from the lexicon in memory; no ad is read here. No term
 * at all means the text holds no word to search for.
 */
export function parseSearch(text: string, index: WordIndex, { isExact = false }: { isExact?: boolean } = {}): SearchQuery {
  const typed = searchWords(text);
  const hasMeaning = typed.some((word) => !STOP_WORDS.has(word));
  const terms: Term[] = [];
  const keys = new Set<string>();
  const searched: string[] = [];
  let isChanged = false;
  const add = (term: Term, shown: readonly string[]) => {
    // The same word twice narrows nothing; it would only cost another index lookup.
    const key = JSON.stringify(term);
    if (!keys.has(key)) terms.push(term);
    keys.add(key);
    searched.push(...shown);
  };
  for (let at = 0; at < typed.length; at++) {
    // Places first, stop words and all: "A S Rao Nagar".
    const place = placeAt(typed, at);
    if (place) {
      add(place.term, typed.slice(at, at + place.length));
      at += place.length - 1;
      continue;
    }
    const word = typed[at]!;
    if (STOP_WORDS.has(word)) {
      // Only stop words ("the for in"): searched as they are, never corrected into something else.
      if (!hasMeaning) add({ kind: 'word', word }, [word]);
      continue;
    }
    if (isNumber(word) || index.has(word) || SAME.has(word)) {
      add(knownWord(word, index), [word]);
      continue;
    }
    if (word.endsWith('s') && index.has(word.slice(0, -1))) {
      add(knownWord(word.slice(0, -1), index), [word]);
      continue;
    }
    const completions = index.withPrefix(word);
    if (completions.length > 0) {
      add({ kind: 'prefix', prefix: word, words: completions }, [word]);
      continue;
    }
    // Searched as typed ("Search instead for ..."): a word the ads lack stays, and finds nothing.
    if (isExact) {
      add({ kind: 'word', word }, [word]);
      continue;
    }
    const correction = index.correct(word);
    isChanged = true;
    if (correction) add(knownWord(correction.word, index), [correction.word]);
  }
  // Nothing the ads contain is left: search for what was typed, which finds nothing and says so honestly.
  if (terms.length === 0 && typed.length > 0) return { terms: typed.map((word) => ({ kind: 'word', word })), searchedFor: null };
  return { terms, searchedFor: isChanged ? searched.join(' ') : null };
}
