import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchWords } from './query-words.ts';
import { parseSearch } from './search-query.ts';
import { CROSS_SCRIPT_PLACES, CROSS_SCRIPT_TERMS, spellingKey } from './synonyms.ts';
import { toTsquery } from './tsquery.ts';
import { createWordIndex } from './word-index.ts';

/** A lexicon of English ads, and of one Telugu ad ("ల్యాప్‌టాప్ అమ్మకానికి") and one Hindi ad ("दुकान किराए पर"). */
const index = createWordIndex(
  [
    ['house', 1200],
    ['houses', 40],
    ['rent', 5000],
    ['flat', 3000],
    ['2', 4000],
    ['bhk', 3500],
    ['laptop', 300],
    ['laptops', 30],
    ['bike', 400],
    ['bikes', 900],
    ['job', 200],
    ['jobs', 800],
    ['washing', 90],
    ['machine', 80],
    ['nagaram', 2000],
    ['dammaiguda', 1500],
    ['as', 400],
    ['rao', 400],
    ['nagar', 900],
    ['asraonagar', 2],
    ['ల్యాప్టాప్', 1],
    ['అమ్మకానికి', 1],
    ['दुकान', 1],
    ['किराए', 1],
    ['shop', 100],
  ].map(([word, ads]) => ({ word: word as string, ads: ads as number })),
);

const searched = (text: string) => {
  const query = parseSearch(text, index);
  return { match: toTsquery(query.terms), searchedFor: query.searchedFor };
};

describe('a search in Telugu or Devanagari script, or in romanised words', () => {
  it('finds the English word of the ads, every spelling as good as typed when no ad holds it', () => {
    const house = "('ఇల్లు':* | 'house':* | 'houses':*)";
    expect(searched('ఇల్లు').match).toBe(house);
    // A romanised word is not widened into English words it starts ("illu": "illustrator").
    expect(searched('illu').match).toBe("('house':* | 'houses':*)");
    // Two letters: not widened to a prefix.
    expect(searched('घर').match).toBe("('घर' | 'house':* | 'houses':*)");
    expect(parseSearch('ghar', index).terms[0]).toMatchObject({ kind: 'any', strong: 2 });
  });

  it('ranks an ad in the script typed first when some ad holds the word, and finds the Telugu one from Hindi', () => {
    const [laptop] = parseSearch('ల్యాప్‌టాప్', index).terms;
    expect(laptop).toMatchObject({ kind: 'any', strong: 1 });
    expect(toTsquery([laptop!])).toBe("('ల్యాప్టాప్':* | 'laptop':* | 'laptops':*)");
    expect(searched('लैपटॉप').match).toBe("('लैपटॉप':* | 'laptop':* | 'laptops':* | 'ల్యాప్టాప్':*)");
  });

  it('reads a query mixing scripts, digits joined to words and case endings', () => {
    expect(searched('2bhk ఇల్లు అద్దె').match).toBe("'2' & 'bhk' & ('ఇల్లు' | 'house' | 'houses') & ('అద్దె':* | 'rent':* | 'किराए':*)");
    expect(searched('నాగారంలో ఇల్లు').match).toBe("'nagaram' & ('ఇల్లు':* | 'house':* | 'houses':*)");
    expect(searched('ఏఎస్ రావు నగర్').match).toBe("('asraonagar':* | ('as' <-> 'rao' <-> 'nagar') | ('a' <-> 's' <-> 'rao' <-> 'nagar'))");
    expect(searched('౨ బీహెచ్‌కే ఫ్లాట్').match).toBe("'2' & ('బీహెచ్కే' | 'bhk') & ('ఫ్లాట్':* | 'flat':*)");
  });

  it('reads Telugu and Devanagari digits as the ASCII ones, as the database reads ads (migration 0016)', () => {
    expect(normaliseSearchText('౦౧౨౩౪౫౬౭౮౯ ०१२३४५६७८९')).toBe('0123456789 0123456789');
    // Mapped before digits are split from letters and grouping is joined: "౨BHK" splits as "2BHK" does.
    expect(normaliseSearchText('౨BHK २ BHK ౧,౫౦,౦౦౦ గది౩')).toBe('2 bhk 2 bhk 150000 గది 3');
    expect(searchWords('౧.౫ టన్ AC, ₹१५०००')).toEqual(['1.5', 'టన్', 'ac', '15000']);
    for (const typed of ['౩ BHK', '३ bhk', '౩bhk', '३BHK']) expect(searched(typed)).toEqual(searched('3 bhk'));
  });

  it('searches a phrase for a word that is two in English', () => {
    expect(searched('వాషింగ్‌మెషిన్').match).toBe("('వాషింగ్మెషిన్':* | ('washing' <-> 'machine'))");
  });

  it('drops the words that narrow nothing, in every script', () => {
    expect(searched('दुकान किराए पर चाहिए').match).toBe("('दुकान' | 'shop') & ('किराए':* | 'rent':*)");
    expect(searched('డ్రైవర్ కావాలి').match).toBe(searched('డ్రైవర్').match);
  });

  it('corrects a misspelt romanised word to the nearest spelling, and says so', () => {
    // The word as typed stays beside the correction: it may be a word of an ad that has gone live since the
    // lexicon in memory was read (up to a minute ago), which the correction must not hide.
    expect(searched('naukary')).toEqual({ match: "('naukary':* | ('job' | 'jobs':*))", searchedFor: 'naukari' });
  });
});

describe('the spellings of the data', () => {
  const spellings = [...CROSS_SCRIPT_TERMS, ...CROSS_SCRIPT_PLACES].flatMap(([, ...rest]) => rest);

  it('are the same with or without the zero-width (non-)joiner keyboards put in', () => {
    const joined = spellings.filter((s) => s.includes('\u200c'));
    expect(joined.length).toBeGreaterThan(20);
    for (const spelling of joined) {
      expect(searched(spelling.replaceAll('\u200c', '')).match).toBe(searched(spelling).match);
      expect(searched(spelling.replaceAll('\u200c', '\u200d')).match).toBe(searched(spelling).match);
    }
  });

  it('keep Telugu vowel signs and viramas, and Devanagari matras and nuktas, inside their words', () => {
    expect(searchWords('ల్యాప్‌టాప్ అమ్మకానికి, దమ్మాయిగూడ')).toEqual(['ల్యాప్టాప్', 'అమ్మకానికి', 'దమ్మాయిగూడ']);
    expect(searchWords('ज़मीन किराए पर। ईसीआईएल')).toEqual(['ज़मीन', 'किराए', 'पर', 'ईसीआईएल']);
  });

  it('are one spelling whether a nukta letter is one character or two (NFKC, as the database reads ads)', () => {
    expect(normaliseSearchText('\u095b')).toBe(normaliseSearchText('\u091c\u093c'));
    expect(normaliseSearchText('\u0c46\u0c56')).toBe(normaliseSearchText('\u0c48'));
  });

  it('join initials written with dots after a vowel sign, as the database does ("ए.सी." is "एसी")', () => {
    expect(spellingKey('ए.सी.')).toBe('एसी');
    expect(spellingKey('बी.एच.के.')).toBe('बीएचके');
    expect(spellingKey('ఈ.సీ.ఐ.ఎల్')).toBe('ఈసీఐఎల్');
  });
});
