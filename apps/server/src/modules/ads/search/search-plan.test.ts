import { describe, expect, it } from 'vitest';
import { noneInTitle, orderBounds, soleCategory, type WordStats } from './search-plan.ts';
import type { Term } from './search-query.ts';

const counts = (entries: Record<string, number>) =>
  new Map(
    Object.entries(entries).map(([word, ads]): [string, WordStats] => [word, { ads, maxPrice: null, minPrice: null, lastPublished: null }]),
  );

describe('the one category a search’s words meet in', () => {
  const byCategory = new Map([
    ['', counts({ rent: 900, flat: 700, driver: 300, cab: 40 })],
    ['real-estate', counts({ rent: 900, flat: 650 })],
    ['jobs', counts({ flat: 50, driver: 200 })],
    ['vehicles', counts({ driver: 100, cab: 40 })],
  ]);
  const word = (w: string): Term => ({ kind: 'word', word: w });

  it('is the category that holds every ad of one of the words', () => {
    expect(soleCategory([word('rent')], byCategory)).toBe('real-estate');
    // "flat" is in two categories, "rent" in one: their matches can only be in that one.
    expect(soleCategory([word('flat'), word('rent')], byCategory)).toBe('real-estate');
    expect(soleCategory([word('flat'), word('driver')], byCategory)).toBe('jobs');
  });

  it('is none when the words can meet in several categories, or in none', () => {
    expect(soleCategory([word('flat')], byCategory)).toBeNull();
    expect(soleCategory([word('rent'), word('driver')], byCategory)).toBeNull();
  });

  it('counts each alternative and completion of a term', () => {
    expect(soleCategory([{ kind: 'any', terms: [word('rent'), word('cab')] }], byCategory)).toBeNull();
    expect(soleCategory([{ kind: 'prefix', prefix: 'ca', words: ['cab'] }], byCategory)).toBe('vehicles');
  });
});

describe('whether no ad holds every term in its title itself (the = counts of migration 0021)', () => {
  const stats = counts({ estate: 900, '^estate': 900, '=flat': 300, '^flat': 320, '=2bhk': 0 });
  const word = (w: string): Term => ({ kind: 'word', word: w });

  it('is so for a word only the category holds, or a phrase one of whose words no title has', () => {
    expect(noneInTitle([word('estate')], stats)).toBe(true);
    expect(noneInTitle([word('flat'), word('estate')], stats)).toBe(true);
    expect(noneInTitle([{ kind: 'phrase', words: ['flat', 'estate'] }], stats)).toBe(true);
  });

  it('is not so when some title holds each term, counting every alternative of a term', () => {
    expect(noneInTitle([word('flat')], stats)).toBe(false);
    expect(noneInTitle([{ kind: 'any', terms: [word('estate'), word('flat')] }], stats)).toBe(false);
  });

  it('is never said of a prefix, which a rank reads as :* and which may meet words newer than the lexicon', () => {
    expect(noneInTitle([{ kind: 'prefix', prefix: 'esta', words: ['estate'] }], stats)).toBe(false);
    expect(noneInTitle([{ kind: 'any', terms: [word('estate'), { kind: 'prefix', prefix: 'est', words: [] }] }], stats)).toBe(false);
  });
});

describe('where the first match can stand in a price order', () => {
  const priced = (entries: Record<string, [number, number]>) =>
    new Map(
      Object.entries(entries).map(([word, [minPrice, maxPrice]]): [string, WordStats] => [
        word,
        { ads: 10, minPrice, maxPrice, lastPublished: 1_000 },
      ]),
    );
  const word = (w: string): Term => ({ kind: 'word', word: w });
  const either = (...words: string[]): Term => ({ kind: 'any', terms: words.map(word) });

  it('takes the widest of alternatives the lexicon holds, and leaves out one it does not', () => {
    // "sales" is in no Real estate ad: the matches are the "sale" ones, none of them below 1,500,000.
    const stats = priced({ sale: [1_500_000, 90_000_000], flat: [8_000, 95_000_000] });
    expect(orderBounds([either('sale', 'sales')], stats)).toMatchObject({ minPrice: 1_500_000, maxPrice: 90_000_000 });
    expect(orderBounds([either('sale', 'flat')], stats)).toMatchObject({ minPrice: 8_000, maxPrice: 95_000_000 });
    expect(orderBounds([either('sale', 'sales'), word('flat')], stats)).toMatchObject({ minPrice: 1_500_000, maxPrice: 90_000_000 });
  });

  it('knows nothing when no alternative is held, or a word every match holds is not', () => {
    const stats = priced({ sale: [1_500_000, 90_000_000] });
    expect(orderBounds([either('sales', 'saless')], stats)).toMatchObject({ minPrice: null, maxPrice: null, lastPublished: null });
    expect(orderBounds([word('sale'), word('plot')], stats)).toMatchObject({ minPrice: null, maxPrice: null });
  });
});
