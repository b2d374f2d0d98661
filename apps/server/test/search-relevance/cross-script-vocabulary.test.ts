import { CATEGORIES, LOCATIONS } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { makeAdText } from '../../../../bench/lib/ad-text.ts';
import { createRandom } from '../../../../bench/lib/random.ts';
import { DEMO_ADS } from '../../src/db/seed/demo-ads.ts';
import { searchWords } from '../../src/modules/ads/search/query-words.ts';
import { CROSS_SCRIPT_PLACES, spellingKey } from '../../src/modules/ads/search/synonyms.ts';
import { HINDI_PLACES, HINDI_STOP_WORDS, HINDI_TERMS } from '../../src/modules/ads/search/vocabulary-hi.ts';
import { TELUGU_PLACES, TELUGU_STOP_WORDS, TELUGU_TERMS } from '../../src/modules/ads/search/vocabulary-te.ts';
import { PLACE_SPELLINGS, SAME_WORDS, STOP_WORDS, type CrossScriptTerm } from '../../src/modules/ads/search/vocabulary.ts';

// Issue 21: the Telugu and Hindi words mapped to the English of the ads are data; these checks keep the data honest.

/** The words ads are written with: the demo ads, the catalogue, and the generated ads of the benchmark and the tests. */
function knownWords(): Set<string> {
  const texts = [
    ...DEMO_ADS.map((ad) => `${ad.title} ${ad.description} ${ad.subcategory} ${ad.categoryKey}`),
    ...CATEGORIES.map((c) => `${c.id} ${c.name} ${c.subcategories.join(' ')}`),
  ];
  const r = createRandom(21);
  for (let i = 0; i < 6_000; i++) {
    const text = makeAdText(r, CATEGORIES[i % CATEGORIES.length]!.id, LOCATIONS[i % LOCATIONS.length]!.id);
    texts.push(`${text.title} ${text.description} ${text.subcategory}`);
  }
  // searchWords keeps ten words a query; an ad's text is read a piece at a time.
  return new Set([...texts.flatMap((text) => text.split(/\s+/)).flatMap(searchWords), ...SAME_WORDS.flat()]);
}

const KNOWN = knownWords();
const TELUGU = /[\u0c00-\u0c7f]/;
const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN = /^[a-z]+$/;
const SAME_GROUP = new Map(SAME_WORDS.flatMap((group) => group.map((word) => [word, group[0]!])));
/** Two English words mean the same when they are, or are in one SAME_WORDS group. */
const meaningOf = (english: string) => SAME_GROUP.get(english) ?? english;

describe.each([
  { language: 'Telugu', terms: TELUGU_TERMS, places: TELUGU_PLACES, stop: TELUGU_STOP_WORDS, script: TELUGU },
  { language: 'Hindi', terms: HINDI_TERMS, places: HINDI_PLACES, stop: HINDI_STOP_WORDS, script: DEVANAGARI },
])('the $language words of the search', ({ terms, places, stop, script }) => {
  it('maps at least 150 everyday terms, each with a spelling in its own script', () => {
    expect(terms.length).toBeGreaterThanOrEqual(150);
    expect(terms.filter(([, ...spellings]) => !spellings.some((s) => script.test(s)))).toEqual([]);
  });

  it('maps every term to English words the search knows', () => {
    expect(terms.filter(([english]) => !english.split(' ').every((word) => KNOWN.has(word)))).toEqual([]);
  });

  it('has spellings that the search reads as one word each, none twice, none the English itself', () => {
    const spellings = terms.flatMap(([english, ...rest]) => rest.map((spelling) => ({ english, spelling })));
    expect(spellings.filter(({ spelling }) => searchWords(spelling).length !== 1)).toEqual([]);
    expect(spellings.filter(({ english, spelling }) => spellingKey(spelling) === english)).toEqual([]);
    const keys = spellings.map(({ spelling }) => spellingKey(spelling));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('has stop words that are one word each and never a mapped term', () => {
    expect(stop.filter((word) => searchWords(word).length !== 1)).toEqual([]);
    const mapped = new Set(terms.flatMap(([, ...spellings]) => spellings.map(spellingKey)));
    expect(stop.map(spellingKey).filter((word) => mapped.has(word) || !STOP_WORDS.has(word))).toEqual([]);
  });

  it('names localities the search knows, in the script, with no spelling of two places', () => {
    const english = new Set(PLACE_SPELLINGS.flat());
    expect(places.filter(([name]) => !english.has(name) && !name.split(' ').every((word) => KNOWN.has(word)))).toEqual([]);
    expect(places.filter(([, ...spellings]) => !spellings.some((s) => script.test(s)))).toEqual([]);
  });
});

describe('the Telugu and Hindi words together', () => {
  const all: readonly CrossScriptTerm[] = [...TELUGU_TERMS, ...HINDI_TERMS];

  it('never give one spelling two meanings, in either language', () => {
    const meanings = new Map<string, Set<string>>();
    for (const [english, ...spellings] of all) {
      for (const key of spellings.map(spellingKey)) meanings.set(key, (meanings.get(key) ?? new Set()).add(meaningOf(english)));
    }
    expect([...meanings].filter(([, of]) => of.size > 1).map(([key, of]) => `${key}: ${[...of].join(', ')}`)).toEqual([]);
  });

  it('never use an English word of the ads as the romanised spelling of another meaning', () => {
    const clashes = all.flatMap(([english, ...spellings]) =>
      spellings.filter((s) => LATIN.test(s) && KNOWN.has(s) && meaningOf(s) !== meaningOf(english)).map((s) => `${s} (${english})`),
    );
    expect(clashes).toEqual([]);
  });

  it('never give one place spelling to two places', () => {
    const keys = CROSS_SCRIPT_PLACES.flatMap(([, ...spellings]) => spellings.map(spellingKey));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
