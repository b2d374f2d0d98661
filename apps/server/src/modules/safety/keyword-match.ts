/**
 * Letters, marks and digits of any script, and the joiners inside Telugu or Hindi words: a held word matches only
 * where none of these touches it on either side.
 */
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}\\u200C\\u200D]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first held word found in `text` as a whole word, in any case, or undefined. A phrase's spaces match any run
 * of white space, so "token  amount" across a line break is still found; "token" does not match "tokens".
 */
export function findHeldWord(text: string, words: readonly string[]): string | undefined {
  const haystack = text.normalize('NFC');
  for (const word of words) {
    const pattern = word.normalize('NFC').split(/\s+/u).filter(Boolean).map(escape).join('\\s+');
    if (!pattern) continue;
    if (new RegExp(`(?<!${WORD_CHAR})${pattern}(?!${WORD_CHAR})`, 'iu').test(haystack)) return word;
  }
  return undefined;
}
