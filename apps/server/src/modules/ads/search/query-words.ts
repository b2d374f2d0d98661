/**
 * The words of a search as the database finds them in ads: the same normalisation as the database function
 * search_text() that builds each ad's search vector (migration 0008), so a query's words are the ads' words.
 * Lower case; joiners and soft hyphens dropped (a Telugu word stays one word); initials joined ("A.S." is "as");
 * slashes are spaces ("8GB/128GB"); digit grouping joined ("1,50,000"); digits split from letters ("2BHK" is
 * "2 bhk", "iPhone13" is "iphone 13", "6G" is "6 g").
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200b-\u200d\u00ad]/g, '')
    .replace(/(\p{L})\.(?=\p{L})/gu, '$1')
    .replace(/[/\\]/g, ' ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/(\d)(?=[^\d\s\p{P}\p{S}])/gu, '$1 ')
    .replace(/([^\d\s\p{P}\p{S}])(?=\d)/gu, '$1 ');
}

/** At most this many words of a query are used: a pasted paragraph costs what a short search does. */
export const MAX_QUERY_WORDS = 10;

/** Decimal numbers ("1.5") stay whole, as the database's parser keeps them; anything else splits at non-letters. */
const WORD = /\d+(?:\.\d+)+|[\p{L}\p{M}\p{N}]+/gu;

export function searchWords(text: string): string[] {
  return (normaliseSearchText(text).match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

export const isNumber = (word: string) => /^\d+(?:\.\d+)*$/.test(word);
