import { editDistance, isLikelySlip } from './edit-distance.ts';
import { isNumber } from './query-words.ts';

/** A word of the live ads and how many of them hold it (the lexicon's all-categories, all-places row). */
export type LexiconWord = { word: string; ads: number };

export type Correction = { word: string; distance: number };

/**
 * The shortest word a prefix is tried for, and a correction: below them, too many words are one letter away. A
 * 3-letter word is corrected only by a missing letter ("rnt" is "rent"; "max" is not "may").
 */
const MIN_PREFIX_LENGTH = 3;
const MIN_CORRECTED_LENGTH = 4;
const MIN_COMPLETED_LENGTH = 3;

/** Whether `word` is `short` with letters added, in order. */
function hasInOrder(word: string, short: string): boolean {
  let at = 0;
  for (const letter of word) if (letter === short[at]) at++;
  return at === short.length;
}
/** Longer words may carry two slips ("kushiaguda"), shorter ones one. */
const TWO_EDITS_FROM = 6;
/** Prefix matches that would stand for more words than this are not tried (a 2-letter prefix of everything). */
const MAX_PREFIX_WORDS = 50;
/** How many words' corrections an index remembers; past it, it starts afresh. */
const REMEMBERED_CORRECTIONS = 10_000;

const append = (map: Map<string | number, string[]>, key: string | number, word: string) => {
  const list = map.get(key);
  if (list) list.push(word);
  else map.set(key, [word]);
};

/** Every string one deletion away from `word`. */
function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/**
 * The lexicon in memory, for what a query needs of it besides counts: whether a word exists, the words a prefix
 * stands for, and the nearest word to a misspelt one. Corrections search a dictionary of the ads' words (a few
 * thousand to a hundred thousand), never the ads: a word one edit away is found through an index of one-letter
 * deletions (a swap or a substitution leaves a deletion in common), two edits by a scan of the words of nearly the
 * same length.
 */
export function createWordIndex(entries: readonly LexiconWord[]) {
  const ads = new Map<string, number>();
  const byDeletion = new Map<string | number, string[]>();
  const byLength = new Map<string | number, string[]>();
  for (const { word, ads: count } of entries) {
    if (count <= 0 || ads.has(word)) continue;
    ads.set(word, count);
    for (const key of [word, ...deletions(word)]) append(byDeletion, key, word);
    append(byLength, word.length, word);
  }
  const sorted = [...ads.keys()].sort();
  const corrections = new Map<string, Correction | null>();

  /**
   * The likeliest of the words within `max` edits: the nearest wins first; one edit away, a slip of the thumb
   * (isLikelySlip) before a letter far from the right one; then the commonest, then a-z.
   */
  function best(word: string, lists: Iterable<Iterable<string>>, max: number): Correction | null {
    let found: (Correction & { isSlip: boolean }) | null = null;
    for (const candidates of lists) {
      for (const candidate of candidates) {
        if (candidate === word) continue;
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        const isSlip = distance === 1 && isLikelySlip(word, candidate);
        const better =
          !found ||
          distance < found.distance ||
          (distance === found.distance &&
            (isSlip !== found.isSlip
              ? isSlip
              : ads.get(candidate)! > ads.get(found.word)! || (ads.get(candidate) === ads.get(found.word) && candidate < found.word)));
        if (better) found = { word: candidate, distance, isSlip };
      }
    }
    return found;
  }

  /** The word a misspelling most likely meant, worked out (see `correct`). */
  function nearest(word: string): Correction | null {
    if (word.length < MIN_COMPLETED_LENGTH || isNumber(word)) return null;
    const near = new Set<string>();
    for (const key of [word, ...deletions(word)]) for (const candidate of byDeletion.get(key) ?? []) near.add(candidate);
    if (word.length < MIN_CORRECTED_LENGTH) {
      return best(word, [[...near].filter((candidate) => candidate.length === word.length + 1 && hasInOrder(candidate, word))], 1);
    }
    const one = best(word, [near], 1);
    if (one || word.length < TWO_EDITS_FROM) return one;
    // The words of nearly its length, list by list as kept (joined, they were a new array of thousands each time).
    const similar = [-2, -1, 0, 1, 2].map((offset) => byLength.get(word.length + offset) ?? []);
    return best(word, similar, 2);
  }

  return {
    size: ads.size,
    has: (word: string) => ads.has(word),
    adsOf: (word: string) => ads.get(word) ?? 0,

    /** The lexicon's words starting with `prefix` (at most MAX_PREFIX_WORDS; none for a short or numeric prefix). */
    withPrefix(prefix: string): string[] {
      if (prefix.length < MIN_PREFIX_LENGTH || isNumber(prefix)) return [];
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (sorted[mid]! < prefix) low = mid + 1;
        else high = mid;
      }
      const words: string[] = [];
      for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) {
        if (words.length === MAX_PREFIX_WORDS) return [];
        words.push(sorted[i]!);
      }
      return words;
    },

    /**
     * The word a misspelling most likely meant, or null (numbers and short words are never corrected). Remembered:
     * the answer depends only on this index, which never changes, and people misspell the same words; a two-edit
     * search compares the word with every word of nearly its length (0.1-0.2 ms of a search's ~2 ms of CPU).
     */
    correct(word: string): Correction | null {
      const known = corrections.get(word);
      if (known !== undefined) return known;
      if (corrections.size >= REMEMBERED_CORRECTIONS) corrections.clear();
      const found = nearest(word);
      corrections.set(word, found);
      return found;
    },
  };
}

export type WordIndex = ReturnType<typeof createWordIndex>;
