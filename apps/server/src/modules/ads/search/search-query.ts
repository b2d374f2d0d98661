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
  | { kind: 'any'; terms: readonly Term[] };

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

/** A word the lexicon knows, with its plural or singular and its synonyms that the lexicon knows too. */
function knownWord(word: string, index: WordIndex): Term {
  const forms = new Set([word, ...(SAME.get(word) ?? [])]);
  if (word.endsWith('s') && index.has(word.slice(0, -1))) forms.add(word.slice(0, -1));
  if (index.has(`${word}s`)) forms.add(`${word}s`);
  const known = [...forms].filter((form) => form === word || index.has(form));
  return known.length === 1 ? { kind: 'word', word } : { kind: 'any', terms: known.map((form) => ({ kind: 'word', word: form })) };
}

/**
 * Reads a search the way people type it: place names in any spelling, stop words dropped, plurals and synonyms
 * joined, a half-typed last word completed, and a word the ads do not contain corrected to the nearest one they do
 * (or left out, if none is near). Everything it decides comes from the lexicon in memory; no ad is read here.
 */
export function parseSearch(text: string, index: WordIndex, { isExact = false }: { isExact?: boolean } = {}): SearchQuery {
  const typed = searchWords(text);
  const meaningful = typed.filter((word) => !STOP_WORDS.has(word));
  const words = meaningful.length > 0 ? meaningful : typed;
  const terms: Term[] = [];
  const searched: string[] = [];
  let isChanged = false;
  for (let at = 0; at < words.length; at++) {
    const place = placeAt(words, at);
    if (place) {
      terms.push(place.term);
      searched.push(...words.slice(at, at + place.length));
      at += place.length - 1;
      continue;
    }
    const word = words[at]!;
    if (isNumber(word) || index.has(word) || SAME.has(word)) {
      terms.push(knownWord(word, index));
      searched.push(word);
      continue;
    }
    if (word.endsWith('s') && index.has(word.slice(0, -1))) {
      terms.push(knownWord(word.slice(0, -1), index));
      searched.push(word);
      continue;
    }
    const completions = index.withPrefix(word);
    // Searched as typed ("Search instead for ..."): a word the ads lack stays, and finds nothing.
    if (isExact && completions.length === 0) {
      terms.push({ kind: 'word', word });
      searched.push(word);
      continue;
    }
    if (completions.length > 0) {
      terms.push({ kind: 'prefix', prefix: word, words: completions });
      searched.push(word);
      continue;
    }
    const correction = index.correct(word);
    isChanged = true;
    if (correction) {
      terms.push(knownWord(correction.word, index));
      searched.push(correction.word);
    }
  }
  // Nothing the ads contain is left: search for what was typed, which finds nothing and says so honestly.
  if (terms.length === 0 && words.length > 0) return { terms: words.map((word) => ({ kind: 'word', word })), searchedFor: null };
  return { terms, searchedFor: isChanged ? searched.join(' ') : null };
}
