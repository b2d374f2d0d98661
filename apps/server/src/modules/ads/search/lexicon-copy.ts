import { isNumber, searchWords } from './query-words.ts';
import { STOP_WORDS } from './vocabulary.ts';
import { createWordIndex, type WordIndex } from './word-index.ts';

/** The lexicon in memory (for corrections) is read again after this long; counts are always read fresh. */
const LEXICON_TTL_MS = 60_000;

/** The lexicon's words in memory, read at most once a minute (a stale copy is served while it is read again). */
export function createLexicon(load: () => Promise<{ word: string; ads: number }[]>) {
  let value: { at: number; index: WordIndex } | undefined;
  let loading: Promise<void> | undefined;
  const refresh = () =>
    (loading ??= load()
      .then((words) => {
        // A stop word is never what a misspelling meant ("land" is not "and").
        value = { at: Date.now(), index: createWordIndex(words.filter((w) => !STOP_WORDS.has(w.word))) };
      })
      .finally(() => {
        loading = undefined;
      }));
  return async (): Promise<WordIndex> => {
    if (!value) await refresh();
    else if (Date.now() - value.at > LEXICON_TTL_MS) refresh().catch(() => undefined);
    return value!.index;
  };
}

/**
 * The words typed that the lexicon in memory lacks and a search would correct (not stop words or numbers): perhaps
 * words of an ad published since the copy was read ("334fce" of a new ad's title must not become "334 face").
 */
export const unknownWords = (text: string, index: WordIndex) =>
  searchWords(text).filter((word) => !index.has(word) && !STOP_WORDS.has(word) && !isNumber(word));

/** The copy in memory, knowing besides it `fresh` words (with their counts) that the lexicon holds now. */
export const withFresh = (index: WordIndex, fresh: ReadonlyMap<string, number>): WordIndex => ({
  ...index,
  has: (word) => fresh.has(word) || index.has(word),
  adsOf: (word) => fresh.get(word) ?? index.adsOf(word),
});
