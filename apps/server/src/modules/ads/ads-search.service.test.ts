import { describe, expect, it } from 'vitest';
import { walkedScope, type AdsSearchRepository } from './ads-search.repository.ts';
import { TITLE_MARK, type WordStats } from './search/search-plan.ts';
import { collectCap, createAdsSearch } from './ads-search.service.ts';
import type { AdRow } from './ads.repository.ts';

const LIVE = 850_000;
const row = (id: number) => ({ id, category_key: 'vehicles' }) as unknown as AdRow;

type WalkAnswer = { rows?: AdRow[]; hits: number; read: number; isPage: boolean };

/**
 * A repository with the lexicon's counts `byCategory` ('' for every category) that records what the plan asks of it:
 * each collection, and each walk with its filter and window. `walkAnswer` says what the n-th walk (from 0) finds.
 */
function recordingRepo(
  byCategory: Map<string, Map<string, WordStats>>,
  walkAnswer: (window: number, n: number) => WalkAnswer,
  matchCount = 50_000,
) {
  const calls: string[] = [];
  const walks: { filter: unknown; window: number }[] = [];
  const page = Array.from({ length: 12 }, (_, i) => row(i + 1));
  const repo = {
    // The lexicon in memory holds the words, not their marked title forms.
    lexicon: async () =>
      [...(byCategory.get('')?.entries() ?? [])]
        .filter(([word]) => !word.startsWith(TITLE_MARK))
        .map(([word, s]) => ({ word, ads: s.ads })),
    wordStats: async (_words: string[], category = '') => byCategory.get(category) ?? new Map(),
    wordStatsByCategory: async () => byCategory,
    collect: async () => {
      calls.push('collect');
      return { rows: page, count: matchCount };
    },
    walk: async (...args: unknown[]) => {
      const [filter, window] = [args[1], args[6] as number];
      calls.push(`walk ${window}`);
      walks.push({ filter, window });
      const answer = walkAnswer(window, walks.length - 1);
      return { ...answer, rows: answer.rows ?? (answer.isPage ? page : []) };
    },
    firstCategory: async () => {
      calls.push('firstCategory');
      return 'vehicles';
    },
  } as unknown as AdsSearchRepository;
  return { repo, calls, walks, page };
}

/**
 * "community flat": both words common, the two together far more common than independent words would be. The
 * lexicon's estimate says a collection; a short walk along the order finds the page, or how often they meet.
 */
function searchWith(shortHits: number, matchCount = 3) {
  const stats = new Map<string, WordStats>(
    ['community', 'flat', '^community', '^flat'].map((word) => [
      word,
      { ads: 60_000, maxPrice: null, minPrice: null, lastPublished: null },
    ]),
  );
  const page = Array.from({ length: 12 }, (_, i) => row(i + 1));
  // The first walk reads 1,000 rows; a later one is sized from what that one met.
  const { repo, calls } = recordingRepo(
    new Map([['', stats]]),
    (window) =>
      window === 1000
        ? { rows: page.slice(0, Math.min(12, Math.max(0, shortHits - 48))), hits: shortHits, read: 1000, isPage: shortHits >= 60 }
        : { rows: page, hits: 100, read: window, isPage: true },
    matchCount,
  );
  const search = createAdsSearch({ repo, liveCount: async () => LIVE });
  return { calls, run: () => search.search({ search: 'community flat', sort: 'recent' } as never, 12, { offset: 48 }) };
}

describe('planning a search of words that meet more often than chance', () => {
  it('assumes what the lexicon says: the estimate for two 7% words is under the cap', () => {
    expect(Math.round(LIVE * (60_000 / LIVE) ** 2)).toBeLessThan(collectCap(60, LIVE));
  });

  it('answers from the short walk when the words meet often enough to fill the page within it', async () => {
    const { calls, run } = searchWith(100);
    await run();
    expect(calls).toEqual(['walk 1000']);
  });

  it('walks further, sized from what the short walk met, when they meet often but not within it', async () => {
    const { calls, run } = searchWith(20);
    await run();
    expect(calls).toEqual(['walk 1000', 'walk 6000']);
  });

  it('collects when the short walk finds them as rare as the estimate', async () => {
    const { calls, run } = searchWith(2);
    await run();
    expect(calls).toEqual(['walk 1000', 'collect']);
  });

  it('walks on from a collection cut short at the cap when the short walk met some', async () => {
    const { calls, run } = searchWith(2, 100_000);
    const page = await run();
    // More than the cap match: a window for cap + 1 spread evenly, 60 x 850,000 x 2 / 5,051 rows.
    const cap = collectCap(60, LIVE);
    expect(calls).toEqual(['walk 1000', 'collect', `walk ${Math.ceil((60 * LIVE * 2) / (cap + 1))}`]);
    expect(page.isEstimate).toBe(true);
  });

  it('keeps a collection cut short at the cap when the short walk met none: the matches sit elsewhere along the order', async () => {
    const { calls, run } = searchWith(0, 100_000);
    const page = await run();
    expect(calls).toEqual(['walk 1000', 'collect']);
    // The total is the collection's floor: more than the cap.
    expect(page).toMatchObject({ total: collectCap(60, LIVE) + 1, isEstimate: true });
    expect(page.rows).toHaveLength(12);
  });

  it('says a walked total is an estimate, and a collected one a count', async () => {
    expect((await searchWith(100).run()).isEstimate).toBe(true);
    expect((await searchWith(20).run()).isEstimate).toBe(true);
    expect((await searchWith(2).run()).isEstimate).toBe(false);
  });
});

describe('the ads a walk reads through (its index, migration 0017)', () => {
  it('walks relevance’s order inside a category or a place on its own index, the category’s when both are given', () => {
    expect(walkedScope({ category: 'jobs' }, 'featured')).toEqual({ category: 'jobs' });
    expect(walkedScope({ location: 'ecil' }, 'featured')).toEqual({ location: 'ecil' });
    expect(walkedScope({ category: 'jobs', location: 'ecil' }, 'featured')).toEqual({ category: 'jobs' });
  });

  it('walks a price order inside a category on its index, and every other order over all live ads', () => {
    expect(walkedScope({ category: 'jobs', location: 'ecil' }, 'price-high')).toEqual({ category: 'jobs' });
    expect(walkedScope({ location: 'ecil' }, 'price-low')).toEqual({});
    expect(walkedScope({ category: 'jobs', location: 'ecil' }, 'recent')).toEqual({});
    expect(walkedScope({ category: 'jobs' }, 'popular')).toEqual({});
  });
});

const stat = (ads: number): WordStats => ({ ads, maxPrice: 90_000, minPrice: 100, lastPublished: null });

/** Each word's statistics, as the whole word and as a prefix (`^word`). */
const words = (entries: [string, number][]) =>
  new Map(
    entries.flatMap(
      ([w, n]) =>
        [
          [w, stat(n)],
          [`^${w}`, stat(n)],
        ] as const,
    ),
  );

describe('planning inside the category the words imply', () => {
  it('walks a word only one category holds inside that category, on its index', async () => {
    const byCategory = new Map([
      ['', words([['rent', 90_000]])],
      ['real-estate', words([['rent', 90_000]])],
    ]);
    const { repo, walks } = recordingRepo(byCategory, () => ({ hits: 12, read: 20, isPage: true }));
    const search = createAdsSearch({ repo, liveCount: async (filter) => (filter.category ? 150_000 : LIVE) });
    await search.search({ search: 'rent', sort: 'price-high' } as never, 12, { offset: 0 });
    expect(walks.map((w) => w.filter)).toEqual([{ category: 'real-estate' }]);
  });

  it('plans over every category when the words meet in more than one', async () => {
    const byCategory = new Map([
      ['', words([['tuition', 50_000]])],
      ['education', words([['tuition', 46_000]])],
      ['jobs', words([['tuition', 4_000]])],
    ]);
    const { repo, walks } = recordingRepo(byCategory, () => ({ hits: 12, read: 200, isPage: true }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    await search.search({ search: 'tuition', sort: 'price-high' } as never, 12, { offset: 0 });
    expect(walks.map((w) => w.filter)).toEqual([{}]);
  });
});

describe('a walk that meets too few matches for its page', () => {
  const byCategory = new Map([
    ['', words([['bike', 60_000]])],
    ['vehicles', words([['bike', 30_000]])],
    ['services', words([['bike', 30_000]])],
  ]);

  it('walks again as far as the share it met says, rather than answer from a collection cut short', async () => {
    const { repo, walks } = recordingRepo(byCategory, (_, n) =>
      n === 0 ? { hits: 3, read: 1_000, isPage: false } : { hits: 12, read: 5_000, isPage: true },
    );
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    await search.search({ search: 'bike', sort: 'price-low' } as never, 12, { offset: 0 });
    // 60,000 matches among 850,000: the smallest window, 1,000 rows; 3 met in it: 12 x 1,000 x 2 / 3 = 8,000 rows.
    expect(walks.map((w) => w.window)).toEqual([1_000, 8_000]);
  });

  it('does not walk again when it met none: nothing says how far the next ones are', async () => {
    const { repo, walks } = recordingRepo(byCategory, () => ({ hits: 0, read: 1_000, isPage: false }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    await search.search({ search: 'bike', sort: 'price-low' } as never, 12, { offset: 0 });
    expect(walks).toHaveLength(1);
  });
});

describe('the way out of no results inside a category', () => {
  // Two words Services ads never hold together; Vehicles ads hold both, Electronics ads only one.
  const words = (bike: number, helmet: number) =>
    new Map([
      ['bike', stat(bike)],
      ['helmet', stat(helmet)],
    ]);
  const byCategory = new Map([
    ['', words(60_000, 20_000)],
    ['services', words(0, 0)],
    ['vehicles', words(50_000, 15_000)],
    ['electronics', words(0, 40)],
  ]);

  it('asks a short walk of the featured order first, which stops at the first match and names its category', async () => {
    const { repo, calls, walks } = recordingRepo(byCategory, () => ({ hits: 1, read: 40, isPage: true }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    const page = await search.search({ search: 'bike helmet', category: 'services', sort: 'featured' } as never, 12, { offset: 0 });
    expect(page).toMatchObject({ rows: [], total: 0, wider: { anyCategory: true, anyLocation: false, categories: ['vehicles'] } });
    expect(calls).toEqual(['walk 1000']);
    expect(walks[0]!.filter).toEqual({});
  });

  it('looks the words up in the index when the walk met none', async () => {
    const { repo, calls } = recordingRepo(byCategory, () => ({ hits: 0, read: 1_000, isPage: false }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    const page = await search.search({ search: 'bike helmet', category: 'services', sort: 'featured' } as never, 12, { offset: 0 });
    expect(page.wider).toEqual({ anyCategory: true, anyLocation: false, categories: ['vehicles'] });
    expect(calls).toEqual(['walk 1000', 'firstCategory']);
  });

  it("names every category that holds one word, most first, from the lexicon's counts alone", async () => {
    const { repo, calls } = recordingRepo(byCategory, () => ({ hits: 1, read: 40, isPage: true }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    const page = await search.search({ search: 'helmet', category: 'services', sort: 'featured' } as never, 12, { offset: 0 });
    expect(page.wider).toEqual({ anyCategory: true, anyLocation: false, categories: ['vehicles', 'electronics'] });
    expect(calls).toEqual([]);
  });

  it('reads no ad when no other category holds every word', async () => {
    const { repo, calls } = recordingRepo(new Map([...byCategory, ['vehicles', words(50_000, 0)]]), () => ({
      hits: 1,
      read: 40,
      isPage: true,
    }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    const page = await search.search({ search: 'bike helmet', category: 'services', sort: 'featured' } as never, 12, { offset: 0 });
    expect(page.wider).toEqual({ anyCategory: false, anyLocation: false, categories: [] });
    expect(calls).toEqual([]);
  });
});

describe('the way out of no results inside a category and a place', () => {
  it('asks whether either filter hides the matches at once, not one after the other', async () => {
    // "bike helmet" in Services at ECIL: no ad there; elsewhere, in any category or any place, some.
    const some = new Map([
      ['bike', stat(600)],
      ['helmet', stat(200)],
    ]);
    const none = new Map([
      ['bike', stat(0)],
      ['helmet', stat(0)],
    ]);
    let asking = 0;
    let mostAtOnce = 0;
    const { repo } = recordingRepo(new Map(), () => ({ hits: 1, read: 40, isPage: true }));
    // The lexicon's counts, by the filter asked: none in Services at ECIL, some once either filter is dropped.
    const answering = async <T>(answer: T): Promise<T> => {
      asking += 1;
      mostAtOnce = Math.max(mostAtOnce, asking);
      await new Promise((resolve) => setImmediate(resolve));
      asking -= 1;
      return answer;
    };
    repo.wordStats = (_words, category = '', location = '') => answering(category && location ? none : some);
    repo.wordStatsByCategory = () =>
      answering(
        new Map([
          ['', some],
          ['services', none],
          ['vehicles', some],
        ]),
      );
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    const page = await search.search({ search: 'bike helmet', category: 'services', location: 'ecil', sort: 'featured' } as never, 12, {
      offset: 0,
    });
    expect(page).toMatchObject({ rows: [], total: 0, wider: { anyCategory: true, anyLocation: true, categories: ['vehicles'] } });
    expect(mostAtOnce).toBe(2);
  });
});

describe('a relevance search of several words estimated just above the cap', () => {
  // Two words of 50,000 ads each: taken as independent, ~2,900 meet (above the cap of ~2,260 for a first page), and
  // a window sized from that is ~6,900 rows, which relevance reads whole unless its best tier fills the page.
  const stats = new Map(['bike', 'helmet', '^bike', '^helmet'].map((w) => [w, stat(50_000)]));
  const window = Math.ceil((12 * LIVE * 2) / Math.round(LIVE * (50_000 / LIVE) ** 2));

  it('walks 1,000 rows first, which hold the page when the words go together', async () => {
    const { repo, calls } = recordingRepo(new Map([['', stats]]), () => ({ hits: 40, read: 1_000, isPage: true }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    await search.search({ search: 'bike helmet', sort: 'featured' } as never, 12, { offset: 0 });
    expect(calls).toEqual(['walk 1000']);
  });

  it('keeps the window sized from the estimate for an explicit order, whose walk stops at the page anyway', async () => {
    const { repo, calls } = recordingRepo(new Map([['', stats]]), () => ({ hits: 12, read: 300, isPage: true }));
    const search = createAdsSearch({ repo, liveCount: async () => LIVE });
    await search.search({ search: 'bike helmet', sort: 'recent' } as never, 12, { offset: 0 });
    expect(calls).toEqual([`walk ${window}`]);
  });
});
