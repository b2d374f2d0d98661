import { AD_SORTS, AdListResponseSchema, ErrorResponseSchema, type AdListResponse } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdsSearchRepository } from '../../src/modules/ads/ads-search.repository.ts';
import { parseSearch } from '../../src/modules/ads/search/search-query.ts';
import { toTsquery } from '../../src/modules/ads/search/tsquery.ts';
import { STOP_WORDS } from '../../src/modules/ads/search/vocabulary.ts';
import { createWordIndex } from '../../src/modules/ads/search/word-index.ts';
import { DB_KINDS, startTestApp, type DbKind, type TestApp } from '../helpers/test-app.ts';
import { BAD_INPUTS } from './bad-inputs.ts';
import { GENERATED_AD_COUNT, loadGeneratedSet } from './generated-ads.ts';
import { GENERATED_CASES, PLANTED } from './generated-queries.ts';
import { answerOf, caseName, caseUrl, checkCase, titlesOf } from './relevance-case.ts';

// Issue 18, points 3 and 5 on the generated set: the relevance cases with their planted ads, and searches nobody
// means, on PGlite and PostgreSQL, with the same answers on both. Timings are printed, not judged: bench/ measures.
const NOW = Date.now();
const answers = new Map<DbKind, Map<string, ReturnType<typeof answerOf>>>();
const timings = new Map<DbKind, Map<string, number>>();
/** Far above the 50 ms the issue asks of bad input, so a loaded machine does not fail it; only a runaway search would. */
const RUNAWAY_MS = 2_000;

describe('the generated relevance test set', () => {
  it('names only planted ads, each with a title of its own', () => {
    const planted = new Set(PLANTED.map((ad) => ad.title));
    expect(planted.size).toBe(PLANTED.length);
    expect(GENERATED_CASES.flatMap(titlesOf).filter((title) => !planted.has(title))).toEqual([]);
    expect(new Set(GENERATED_CASES.map(caseName)).size).toBe(GENERATED_CASES.length);
  });
});

describe.each(DB_KINDS)('search among generated ads, %s', (kind) => {
  let t: TestApp;
  const seen = new Map<string, ReturnType<typeof answerOf>>();
  const times = new Map<string, number>();
  answers.set(kind, seen);
  timings.set(kind, times);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const started = performance.now();
    const planted = await loadGeneratedSet(t, { now: NOW, planted: PLANTED });
    times.set('load', performance.now() - started);
    expect([...planted.keys()].sort()).toEqual(PLANTED.map((ad) => ad.title).sort());
    // The first search reads the lexicon and the live counts; the cases then time only themselves.
    await t.app.inject({ method: 'GET', url: '/api/ads?search=warm' });
  }, 600_000);
  afterAll(() => t?.close());

  async function timed(url: string) {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url });
    return { res, ms: performance.now() - started };
  }

  async function list(url: string): Promise<AdListResponse> {
    const { res, ms } = await timed(url);
    times.set(url, ms);
    expect(res.statusCode, res.body).toBe(200);
    return AdListResponseSchema.parse(res.json());
  }

  describe(`relevance among ${GENERATED_AD_COUNT.toLocaleString('en-US')} generated ads`, () => {
    for (const c of GENERATED_CASES) {
      (c.defect ? it.fails : it)(caseName(c), async () => {
        const body = await list(caseUrl(c));
        seen.set(caseName(c), answerOf(body));
        checkCase(c, body, c.sameAs ? await list(caseUrl({ ...c, exact: false }, c.sameAs)) : undefined);
      });
    }
  });

  // The plans walk broad searches along an order's index, inside the category the words imply when there is one
  // ("rent": Real estate; "house for rent"); every page must be the one a collection of every match sorts to.
  describe('explicit orders give the pages every match sorted gives', () => {
    for (const search of ['rent', 'house for rent', 'tuition', 'bike']) {
      for (const sort of AD_SORTS.filter((s) => s !== 'featured')) {
        it(`"${search}" by ${sort}, pages 1 and 3`, async () => {
          const repo = createAdsSearchRepository(t.database.db);
          const index = createWordIndex((await repo.lexicon()).filter((w) => !STOP_WORDS.has(w.word)));
          const { terms } = parseSearch(search, index, { isExact: false });
          const match = toTsquery(terms, { completions: (prefix) => index.withPrefix(prefix) });
          for (const page of [1, 3]) {
            const body = await list(`/api/ads?${new URLSearchParams({ search, sort, page: String(page), limit: '12' })}`);
            const every = (await repo.collect({ match, tiers: [] }, sort, false, 12, { offset: (page - 1) * 12 }, GENERATED_AD_COUNT)).rows;
            expect(body.total, 'a broad search, walked').toBeGreaterThan(1_000);
            expect(body.totalIsEstimate, 'a walk counts no further than its window').toBe(true);
            expect(body.data.map((ad) => ad.AdId)).toEqual(every.map((ad) => ad.id));
          }
        });
      }
    }
  });

  describe('bad input gets a clear answer, never a 5xx', () => {
    for (const input of BAD_INPUTS) {
      it(`${input.name}: ${input.status}`, async () => {
        // The best of three, at one connection: what the search costs, less the machine's other work.
        const runs = [
          await timed(`/api/ads?${input.query}`),
          await timed(`/api/ads?${input.query}`),
          await timed(`/api/ads?${input.query}`),
        ];
        const { res } = runs[0]!;
        const ms = Math.min(...runs.map((run) => run.ms));
        times.set(`bad input: ${input.name}`, ms);
        expect(res.statusCode, res.body).toBe(input.status);
        if (input.status === 200) {
          const body = AdListResponseSchema.parse(res.json());
          expect(body.data.length).toBeLessThanOrEqual(body.limit);
          expect(body.total).toBeGreaterThanOrEqual(body.data.length);
          seen.set(`bad input: ${input.name}`, answerOf(body));
        } else {
          expect(ErrorResponseSchema.parse(res.json())).toEqual({ success: false, message: input.message });
        }
        expect(ms, 'a runaway search').toBeLessThan(RUNAWAY_MS);
      });
    }

    it('leaves the ads where they were', async () => {
      const body = await list('/api/ads?search=samsung&limit=1');
      expect(body.total).toBeGreaterThan(1000);
    });
  });

  describe('totals', () => {
    it('says when a total is an estimate, and gives a narrow search its count', async () => {
      const broad = await list('/api/ads?search=rent');
      expect(broad.total).toBeGreaterThan(1000);
      expect(broad.totalIsEstimate).toBe(true);
      const narrow = await list(`/api/ads?${new URLSearchParams({ search: 'Yamaha PSR-E373 keyboard' })}`);
      expect(narrow.data.map((ad) => ad.Title)).toContain('Yamaha PSR-E373 keyboard with stand and adaptor');
      expect(narrow.total).toBeLessThan(1000);
      expect(narrow).not.toHaveProperty('totalIsEstimate');
    });
  });
});

// Printed for the report; the figures to quote come from bench/, on a quiet machine.
afterAll(() => {
  const rows = [...(timings.get(DB_KINDS[0]!)?.keys() ?? [])].map((key) => ({
    what: key.length > 70 ? `${key.slice(0, 67)}...` : key,
    ...Object.fromEntries(DB_KINDS.map((kind) => [kind, Math.round(timings.get(kind)?.get(key) ?? NaN)])),
  }));
  console.info(`search among ${GENERATED_AD_COUNT.toLocaleString('en-US')} generated ads, ms (load: the whole set)`);
  console.table(rows);
});

describe('the generated set on both databases', () => {
  it.runIf(DB_KINDS.length === 2)('gives the same answers on PGlite and PostgreSQL', () => {
    expect(answers.get('postgres')?.size).toBe(answers.get('pglite')?.size);
    expect(answers.get('postgres')).toEqual(answers.get('pglite'));
  });
});
