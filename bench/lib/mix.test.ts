import { AD_SORTS } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { createMix, misspell, MIX_SHARES, pathOf, rankWords, requestKey, TYPO_KINDS, type MixRequest } from './mix.ts';
import { adTextSource } from './mix-source.ts';
import { createRandom } from './random.ts';

const source = adTextSource(20_000);
const REQUESTS = 10_000;
const mix = createMix({ seed: 18, requests: REQUESTS, source });
type List = Extract<MixRequest, { kind: 'list' }>;
const lists = mix.filter((m): m is List => m.kind === 'list');
const searches = lists.filter((m) => m.query.search);
const share = (part: unknown[], whole: unknown[]) => part.length / whole.length;

describe('the request mix of bench:api --mix', () => {
  it('is the same for the same seed and another for another seed', () => {
    expect(createMix({ seed: 18, requests: REQUESTS, source })).toEqual(mix);
    const other = createMix({ seed: 19, requests: REQUESTS, source });
    expect(other.map(requestKey)).not.toEqual(mix.map(requestKey));
  });

  it('has at least 5,000 distinct requests in 10,000', () => {
    expect(new Set(mix.map(requestKey)).size).toBeGreaterThanOrEqual(5000);
    expect(new Set(lists.map(requestKey)).size).toBeGreaterThanOrEqual(3000);
  });

  it('is 30% ad pages by random live id, the rest lists, mostly searches', () => {
    expect(
      share(
        mix.filter((m) => m.kind === 'detail'),
        mix,
      ),
    ).toBeCloseTo(MIX_SHARES.detail, 1);
    expect(
      share(
        lists.filter((m) => !m.query.search),
        mix,
      ),
    ).toBeCloseTo(MIX_SHARES.browse, 1);
    const ids = new Set(source.liveIds);
    expect(mix.every((m) => m.kind === 'list' || ids.has(m.id))).toBe(true);
  });

  it('misspells about a quarter of the searches, with every kind of typo', () => {
    const misspelt = searches.filter((m) => m.typo);
    expect(share(misspelt, searches)).toBeGreaterThan(0.22);
    expect(share(misspelt, searches)).toBeLessThan(0.28);
    for (const kind of TYPO_KINDS)
      expect(
        share(
          misspelt.filter((m) => m.typo === kind),
          misspelt,
        ),
        kind,
      ).toBeGreaterThan(0.2);
  });

  it('asks common words far more often than rare ones, and rare ones too', () => {
    const ranked = rankWords(source.words);
    const oneWord = searches.filter((m) => !m.typo && !m.phrase).map((m) => m.query.search!);
    const count = (word: string) => oneWord.filter((w) => w === word).length;
    const top = ranked.slice(0, 10).reduce((sum, w) => sum + count(w.word), 0);
    const tail = ranked.slice(ranked.length / 2).reduce((sum, w) => sum + count(w.word), 0);
    expect(top / oneWord.length).toBeGreaterThan(0.3);
    expect(tail).toBeGreaterThan(0);
    expect(top).toBeGreaterThan(tail * 3);
    expect(new Set(oneWord).size).toBeGreaterThan(200);
  });

  it('has filters, every sort, pages 1-5 by number and later pages by cursor', () => {
    expect(
      share(
        searches.filter((m) => m.query.category),
        searches,
      ),
    ).toBeCloseTo(MIX_SHARES.category, 1);
    expect(
      share(
        searches.filter((m) => m.query.location),
        searches,
      ),
    ).toBeCloseTo(MIX_SHARES.location, 1);
    expect(searches.filter((m) => m.query.category && m.query.location).length).toBeGreaterThan(200);
    expect(new Set(lists.map((m) => m.query.sort))).toEqual(new Set(AD_SORTS));
    expect(new Set(lists.map((m) => m.query.page))).toEqual(new Set([1, 2, 3, 4, 5]));
    const later = lists.filter((m) => m.query.page > 1);
    expect(
      share(
        later.filter((m) => m.byCursor),
        later,
      ),
    ).toBeGreaterThan(0.25);
    // A search's relevance order has no cursor.
    expect(lists.some((m) => m.byCursor && m.query.search && m.query.sort === 'featured')).toBe(false);
  });

  it('asks the API as the browse page does, and the page a visitor opens', () => {
    const list: List = {
      kind: 'list',
      query: { category: 'real-estate', search: '2 bhk', sort: 'recent', page: 2 },
      byCursor: true,
      visitor: 1,
    };
    expect(pathOf(list, 'api', 'abc')).toBe('/api/ads?category=real-estate&cursor=abc&limit=12&page=2&search=2+bhk&sort=recent');
    expect(pathOf(list, 'page', 'abc')).toBe('/categories/real-estate?search=2+bhk&sort=recent&page=2&after=abc');
    expect(pathOf({ kind: 'detail', id: 7, visitor: 1 }, 'api')).toBe('/api/ads/7');
  });

  it('makes each kind of typo', () => {
    const r = createRandom(1);
    expect(misspell(r, 'samsung', 'drop')).toHaveLength(6);
    expect(misspell(r, 'samsung', 'double')).toHaveLength(8);
    const swapped = misspell(r, 'samsung', 'swap');
    expect([...swapped].sort().join('')).toBe([...'samsung'].sort().join(''));
    expect(swapped).not.toBe('samsung');
    const wrong = misspell(r, 'samsung', 'wrong');
    expect(wrong).toHaveLength(7);
    expect(wrong).not.toBe('samsung');
  });
});
