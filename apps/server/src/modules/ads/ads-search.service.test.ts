import { describe, expect, it } from 'vitest';
import type { AdsSearchRepository, WordStats } from './ads-search.repository.ts';
import { collectCap, createAdsSearch } from './ads-search.service.ts';
import type { AdRow } from './ads.repository.ts';

const LIVE = 850_000;
const row = (id: number) => ({ id, match_count: 0 }) as unknown as AdRow & { match_count: number };

/**
 * "community flat": both words common, the three together far more common than independent words would be. The
 * lexicon's estimate says a collection; a probe along the order says a walk.
 */
function searchWith(probeHits: number) {
  const calls: string[] = [];
  const stats = new Map<string, WordStats>(
    ['community', 'flat', '^community', '^flat'].map((word) => [
      word,
      { ads: 60_000, maxPrice: null, minPrice: null, lastPublished: null },
    ]),
  );
  const page = Array.from({ length: 12 }, (_, i) => row(i + 1));
  const repo = {
    lexicon: async () => [
      { word: 'community', ads: 60_000 },
      { word: 'flat', ads: 60_000 },
    ],
    wordStats: async () => stats,
    density: async () => {
      calls.push('density');
      return { hits: probeHits, walked: 1000 };
    },
    collect: async () => {
      calls.push('collect');
      return page.map((r) => ({ ...r, match_count: 3 }));
    },
    walk: async () => {
      calls.push('walk');
      return { rows: page, density: 0.1 };
    },
    countUpTo: async () => 3,
    exists: async () => true,
  } as unknown as AdsSearchRepository;
  const search = createAdsSearch({ repo, liveCount: async () => LIVE });
  return { calls, run: () => search.search({ search: 'community flat', sort: 'recent' } as never, 12, { offset: 48 }) };
}

describe('planning a search of words that meet more often than chance', () => {
  it('assumes what the lexicon says: the estimate for two 7% words is under the cap', () => {
    expect(Math.round(LIVE * (60_000 / LIVE) ** 2)).toBeLessThan(collectCap(60, LIVE));
  });

  it('walks at once when a probe finds the words together often', async () => {
    const { calls, run } = searchWith(100);
    await run();
    expect(calls).toEqual(['density', 'walk']);
  });

  it('collects when the probe finds them as rare as the estimate', async () => {
    const { calls, run } = searchWith(2);
    await run();
    expect(calls).toEqual(['density', 'collect']);
  });
});
