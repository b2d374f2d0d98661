import { isNumber, searchWords } from './query-words.ts';
import { MEANING_OF, PLACE_WORDS, PLACES, SPELLING_INDEX, SYNONYMS, type Alternative } from './synonyms.ts';
import { STOP_WORDS } from './vocabulary.ts';
import { withoutEnding } from './word-endings.ts';
import type { Correction, WordIndex } from './word-index.ts';

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

const termOf = (words: Alternative): Term => (words.length === 1 ? { kind: 'word', word: words[0]! } : { kind: 'phrase', words });
const spelledAt = (words: readonly string[], at: number, spelling: Alternative) => spelling.every((word, i) => words[at + i] === word);

/**
 * The longest place spelled by the words at `at`, if any: its length in words and the term for its spellings (those
 * of other scripts only when some ad holds them: a Telugu spelling typed finds the English ads and the Telugu ones).
 */
function placeAt(words: readonly string[], at: number, index: WordIndex): { length: number; term: Term } | null {
  let found: { length: number; place: (typeof PLACES)[number] } | null = null;
  for (const place of PLACES) {
    for (const spelling of [...place.english, ...place.others]) {
      if (spelling.length > (found?.length ?? 0) && spelledAt(words, at, spelling)) found = { length: spelling.length, place };
    }
  }
  if (!found) return null;
  const spellings = [...found.place.english, ...found.place.others.filter((spelling) => spelling.every((word) => index.has(word)))];
  const terms = [...new Map(spellings.map((spelling) => [spelling.join(' '), termOf(spelling)])).values()];
  return { length: found.length, term: terms.length === 1 ? terms[0]! : { kind: 'any', terms } };
}

/**
 * A word the lexicon knows, with its plural or singular (the same word) and then its synonyms that the lexicon knows
 * (weaker: they rank below the word itself, `strong` counts the alternatives as typed). Synonyms include the word's
 * Telugu, Hindi and romanised spellings (synonyms.ts), so "ఇల్లు" finds "house" and "house" finds "ఇల్లు".
 */
function knownWord(word: string, index: WordIndex): Term {
  const forms = withPlurals(word, index);
  // A word no ad holds ("scooty", "ఇల్లు") is searched as its synonyms, as good as typed; for a Telugu or Hindi word,
  // those of its own meaning ("ట్యూషన్": tuition, not coaching).
  const isHeld = index.has(word) || isNumber(word);
  const meaning = isHeld ? undefined : MEANING_OF.get(word);
  const seen = new Set(forms);
  const same: Term[] = [];
  const other: Term[] = [];
  for (const alternative of SYNONYMS.get(word) ?? []) {
    const key = alternative.join(' ');
    const isSame = meaning === undefined || key === meaning || MEANING_OF.get(key) === meaning;
    const spellings = alternative.length === 1 ? withPlurals(alternative[0]!, index).map((w) => [w]) : [alternative];
    for (const spelling of spellings) {
      const at = spelling.join(' ');
      if (seen.has(at) || !spelling.every((w) => index.has(w))) continue;
      seen.add(at);
      (isSame ? same : other).push(termOf(spelling));
    }
  }
  // A romanised word no ad holds would, as a prefix, find English words ("illu": "illustrator"); a Telugu or
  // Devanagari one finds its own inflections in ads of that script ("కండిషన్": "కండిషన్‌లో"), so it stays.
  const typed = isHeld || !/^[a-z]+$/.test(word) || same.length + other.length === 0 ? forms : [];
  const all: Term[] = [...typed.map((form): Term => ({ kind: 'word', word: form })), ...same, ...other];
  if (all.length === 1) return all[0]!;
  return { kind: 'any', terms: all, strong: isHeld ? forms.length : typed.length + same.length };
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
 * A word as the search reads it: as typed when anything knows it, else without a joined ending when what is left is
 * known ("నాగారంలో" is "నాగారం", "addeku" is "adde").
 */
function withoutUnknownEnding(word: string, index: WordIndex): string {
  if (isNumber(word) || index.has(word) || SYNONYMS.has(word) || PLACE_WORDS.has(word) || STOP_WORDS.has(word)) return word;
  // A stem only the lexicon knows must be long enough not to be a chance match ("hello" is not "hel" + "lo").
  const isKnown = (stem: string) => SYNONYMS.has(stem) || PLACE_WORDS.has(stem) || (stem.length >= 4 && index.has(stem));
  return withoutEnding(word, isKnown) ?? word;
}

/** The nearest word of the ads' lexicon or, nearer still, of the Telugu and Hindi spellings ("kiraaya" is "kiraya"). */
function nearest(word: string, index: WordIndex): Correction | null {
  const inAds = index.correct(word);
  const spelled = SPELLING_INDEX.correct(word);
  return spelled && (!inAds || spelled.distance < inAds.distance) ? spelled : inAds;
}

/**
 * Reads a search the way people type it: place names in any spelling, stop words dropped, plurals and synonyms
 * joined, a half-typed word completed, and a word the ads do not contain corrected to the nearest one they do (or
 * left out, if none is near). Everything it decides comes from the lexicon in memory; no ad is read here. No term
 * at all means the text holds no word to search for.
 */
export function parseSearch(text: string, index: WordIndex, { isExact = false }: { isExact?: boolean } = {}): SearchQuery {
  const typed = searchWords(text).map((word) => withoutUnknownEnding(word, index));
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
    const place = placeAt(typed, at, index);
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
    if (isNumber(word) || index.has(word) || SYNONYMS.has(word)) {
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
    const correction = nearest(word, index);
    isChanged = true;
    if (!correction) continue;
    const corrected = knownWord(correction.word, index);
    // The lexicon in memory is up to a minute old, so a word of an ad that has just gone live may be missing from it:
    // a correction from the Telugu and Hindi spellings alone ("almirah" -> "almara") keeps the word as typed beside it.
    const isFromAds = index.has(correction.word);
    add(isFromAds ? corrected : { kind: 'any', terms: [{ kind: 'word', word }, corrected], strong: 2 }, [correction.word]);
  }
  // Nothing the ads contain is left: search for what was typed, which finds nothing and says so honestly.
  if (terms.length === 0 && typed.length > 0) return { terms: typed.map((word) => ({ kind: 'word', word })), searchedFor: null };
  return { terms, searchedFor: isChanged ? searched.join(' ') : null };
}
