import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';
import { normaliseSearchText, searchWords } from './query-words.ts';
import { parseSearch } from './search-query.ts';
import { subcategoryNamed, titlePhrase, toTsquery } from './tsquery.ts';
import { createWordIndex } from './word-index.ts';

const index = createWordIndex(
  [
    ['samsung', 900],
    ['galaxy', 400],
    ['rent', 5000],
    ['rental', 20],
    ['flat', 3000],
    ['flats', 40],
    ['iphone', 700],
    ['13', 300],
    ['pro', 500],
    ['2', 4000],
    ['bhk', 3500],
    ['kushaiguda', 800],
    ['sainikpuri', 600],
    ['sainik', 5],
    ['puri', 9],
    ['activa', 250],
    ['6', 900],
    ['g', 600],
    ['lakh', 100],
    ['house', 1200],
    ['hose', 3],
    ['may', 40],
    ['like', 450],
    ['link', 690],
    ['bike', 30],
    ['bikes', 4000],
    ['car', 60],
    ['cars', 3000],
    ['auto', 200],
    ['parts', 2500],
    ['helmet', 20],
  ].map(([word, ads]) => ({ word: word as string, ads: ads as number })),
);

const searched = (text: string) => {
  const query = parseSearch(text, index);
  return { match: toTsquery(query.terms), searchedFor: query.searchedFor };
};

describe('the words of a search', () => {
  it('normalises as the database does: case, joiners, digit grouping, digits apart from letters', () => {
    expect(normaliseSearchText('2BHK iPhone13 Activa6G 1,50,000 ల్యాప్\u200cటాప్')).toBe('2 bhk iphone 13 activa 6 g 150000 ల్యాప్టాప్');
    expect(searchWords('1.5 ton AC, near ECIL!')).toEqual(['1.5', 'ton', 'ac', 'near', 'ecil']);
  });

  it('keeps at most ten words, however long the text', () => {
    expect(searchWords('word '.repeat(100))).toHaveLength(10);
    expect(searchWords('!!! ??? 🙂🙂')).toEqual([]);
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('smasung', 'samsung', 2)).toBe(1);
    expect(editDistance('retn', 'rent', 2)).toBe(1);
    expect(editDistance('kushiaguda', 'kushaiguda', 2)).toBe(1);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });
});

describe('reading a search', () => {
  it('corrects a misspelt word to the most common near word, and says what it searched', () => {
    expect(searched('smasung')).toEqual({ match: "'samsung':*", searchedFor: 'samsung' });
    expect(searched('retn')).toEqual({ match: "'rent':*", searchedFor: 'rent' });
    expect(searched('kushiagudda').searchedFor).toBe('kushaiguda');
  });

  it('takes a slip of the thumb over a commoner word one letter far from it', () => {
    // "liek" is one edit from both: two letters swapped for "like", e for n (far apart) for "link".
    expect(searched('liek').searchedFor).toBe('like');
    // An extra letter from either (both slips of the thumb): the commoner word.
    expect(searched('linke').searchedFor).toBe('link');
  });

  it('corrects a 3-letter word only by a missing letter, never into another short word', () => {
    expect(searched('rnt')).toEqual({ match: "'rent':*", searchedFor: 'rent' });
    expect(searched('iphone max')).toEqual({ match: "'iphone':*", searchedFor: 'iphone' });
  });

  it('searches a text of stop words only as it is', () => {
    expect(searched('the for in')).toEqual({ match: "'the' & 'for' & 'in'", searchedFor: null });
  });

  it('leaves known words, numbers and plurals alone, without saying anything', () => {
    expect(searched('iphone 13 pro')).toEqual({ match: "'iphone' & '13' & 'pro'", searchedFor: null });
    expect(searched('flats').match).toBe("('flats':* | 'flat':*)");
    expect(searched('2bhk for rent')).toEqual({ match: "'2' & 'bhk' & 'rent':*", searchedFor: null });
  });

  it('completes a half-typed word from the lexicon', () => {
    expect(searched('samsung gala')).toEqual({ match: "'samsung' & 'gala':*", searchedFor: null });
  });

  it('joins the spellings of a place', () => {
    expect(searched('house sainik puri').match).toBe("'house' & ('sainikpuri':* | ('sainik' <-> 'puri'))");
    expect(searched('house sainikpuri').match).toBe(searched('house sainik puri').match);
  });

  it('leaves out a word nothing is near, and searches what was typed when nothing is left', () => {
    expect(searched('samsung qwxzv')).toEqual({ match: "'samsung':*", searchedFor: 'samsung' });
    expect(searched('qwxzv')).toEqual({ match: "'qwxzv':*", searchedFor: null });
  });

  it('searches exactly what was typed when asked to', () => {
    const query = parseSearch('smasung', index, { isExact: true });
    expect(toTsquery(query.terms)).toBe("'smasung':*");
    expect(query.searchedFor).toBeNull();
  });

  it('quotes every word, so no text can change the query', () => {
    const query = parseSearch("it's ok' | !x & (y", index, { isExact: true });
    expect(toTsquery(query.terms)).not.toContain('|');
    expect(
      toTsquery(query.terms)
        .match(/'[^']*'(:\*)?/g)
        ?.join(' & '),
    ).toBe(toTsquery(query.terms));
  });

  it("names a prefix's words from the lexicon when given them, so the word index need not read every list it covers", () => {
    const completions = (prefix: string) => index.withPrefix(prefix);
    expect(toTsquery(parseSearch('2bhk for rent', index).terms, { completions })).toBe("'2' & 'bhk' & ('rent' | 'rental')");
    expect(toTsquery(parseSearch('samsung gala', index).terms, { completions })).toBe("'samsung' & ('gala' | 'galaxy')");
    expect(toTsquery(parseSearch('rent', index).terms, { completions, isTitle: true })).toBe("('^rent' | '^rental')");
    // None known (or too many): the prefix itself.
    expect(toTsquery(parseSearch('qwxzv', index).terms, { completions })).toBe("'qwxzv':*");
  });

  it('puts the words in order as the title phrase of the best matches', () => {
    expect(titlePhrase(parseSearch('iphone 13 pro', index).terms)).toBe("'iphone':A <-> '13':A <-> 'pro':A");
    expect(titlePhrase(parseSearch('iphone', index).terms)).toBeNull();
  });
});

describe("a search that is a subcategory's name", () => {
  const named = (text: string) => subcategoryNamed(parseSearch(text, index).terms);

  it("ranks that subcategory's ads by their words of weight C, in the singular, the plural and with filler words", () => {
    expect(named('bike')).toBe("'bikes':C");
    expect(named('Bikes')).toBe("'bikes':C");
    expect(named('used car')).toBe("'cars':C");
    expect(named('auto parts')).toBe("'auto':C & 'parts':C");
  });

  it('is no rank for part of a name, for more words than the name, or for a word that only resembles it', () => {
    expect(named('auto')).toBeNull();
    expect(named('bike helmet')).toBeNull();
    expect(named('2bhk flats')).toBeNull();
    expect(named('samsung')).toBeNull();
  });
});
