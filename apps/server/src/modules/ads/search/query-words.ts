/**
 * A letter as the database's regular expressions class it ([[:alpha:]], glibc's and PGlite's alike): letters, vowel
 * signs and other alphabetic marks, and digits of other scripts; not a virama or a nukta, which they class as punctuation.
 */
const ALPHA = String.raw`(?:\p{Alphabetic}|(?![0-9])\p{Nd})`;
const INITIALS = new RegExp(`(${ALPHA})\\.(?=${ALPHA})`, 'gu');
const DIGIT_LETTER = new RegExp(`(\\d)(?=${ALPHA})`, 'gu');
const LETTER_DIGIT = new RegExp(`(${ALPHA})(?=\\d)`, 'gu');

/** Telugu (U+0C66-0C6F) and Devanagari (U+0966-096F) digits: both blocks put zero at 6, so the low 4 bits less 6 are the digit. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096f\u0c66-\u0c6f]/g, (digit) => String((digit.codePointAt(0)! & 0xf) - 6));

/**
 * The words of a search as the database finds them in ads: the same normalisation as the database function
 * search_text() that builds each ad's search vector (migrations 0008, search_text_nfkc and search_text_native_digits),
 * so a query's words are the ads' words. NFKC (a nukta letter typed as one character or two is one word); Telugu
 * and Devanagari digits as ASCII ("౨BHK" and "२ BHK" are "2 bhk"); lower case; joiners and soft hyphens dropped (a
 * Telugu word stays one word); initials joined ("A.S." is "as", "ए.सी." is "एसी"); slashes are spaces
 * ("8GB/128GB"); digit grouping joined ("1,50,000"); digits split from letters ("2BHK" is "2 bhk", "iPhone13" is
 * "iphone 13", "6G" is "6 g").
 */
export function normaliseSearchText(text: string): string {
  return asciiDigits(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u200b-\u200d\u00ad]/g, '')
    .replace(INITIALS, '$1')
    .replace(/[/\\]/g, ' ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(DIGIT_LETTER, '$1 ')
    .replace(LETTER_DIGIT, '$1 ');
}

/** At most this many words of a query are used: a pasted paragraph costs what a short search does. */
export const MAX_QUERY_WORDS = 10;

/** Decimal numbers ("1.5") stay whole, as the database's parser keeps them; anything else splits at non-letters. */
const WORD = /\d+(?:\.\d+)+|[\p{L}\p{M}\p{N}]+/gu;

export function searchWords(text: string): string[] {
  return (normaliseSearchText(text).match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

export const isNumber = (word: string) => /^\d+(?:\.\d+)*$/.test(word);
