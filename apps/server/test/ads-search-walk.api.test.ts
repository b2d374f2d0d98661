import { AD_SORTS } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ads } from '../src/db/schema.ts';
import { cursorAfter } from '../src/modules/ads/ads-keyset.repository.ts';
import { createAdsSearchRepository } from '../src/modules/ads/ads-search.repository.ts';
import type { AdFilter } from '../src/modules/ads/ads.repository.ts';
import { and, filterLexemes } from '../src/modules/ads/search/tsquery.ts';
import { createUser, insertAds } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const ADS = 600;
const LIMIT = 12;
const HOUR = 3_600_000;

/** The i-th of a run of live building-material ads, an hour apart, at `base`; `fields` say what differs. */
const yardAd = (ownerId: string, base: number, i: number, fields: { title: string } & Partial<typeof ads.$inferInsert>) => ({
  ownerId,
  description: 'Building material, collect from the yard.',
  categoryKey: 'services',
  subcategory: 'Other Services',
  locationId: 'ecil',
  price: 1000 + (i % 37) * 10,
  priceType: 'fixed' as const,
  contactName: 'Ravi',
  contactPhone: '9876543210',
  status: 'active' as const,
  planId: 1,
  publishedAt: new Date(base + i * HOUR),
  expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
  ...fields,
});

/**
 * A walk stops at the page's last match of the best tier (for an explicit order, any match) instead of reading its
 * whole window: the mix's broad searches read a few hundred rows, not thousands (bench/README.md).
 */
describe.each(DB_KINDS)('a search walked along an order on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await createUser(t.database.db);
    const base = Date.now() - 1000 * HOUR;
    // Every other ad holds "brick"; every 100th "marble": a broad word and a sparse one.
    const rows = Array.from({ length: ADS }, (_, i) =>
      yardAd(seller.id, base, i, { title: `${i % 2 === 0 ? 'Brick' : 'Cement'} lot ${i}${i % 100 === 7 ? ' marble' : ''}`, views: i % 11 }),
    );
    await insertAds(t.database.db, rows);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(AD_SORTS.filter((s) => s !== 'featured'))(
    'stops at the last match of the page when sorted by %s, with the page a full read gives',
    async (sort) => {
      const repo = createAdsSearchRepository(t.database.db);
      const search = { match: "'brick'", tiers: [] };
      const walked = await repo.walk(search, {}, sort, false, LIMIT, { offset: 0 }, 10_000);
      const collected = (await repo.collect(search, sort, false, LIMIT, { offset: 0 }, 10_000)).rows;
      expect(walked.isPage).toBe(true);
      expect(walked.rows.map((r) => r.id)).toEqual(collected.map((r) => r.id));
      // Every other ad matches: the page's twelve matches are within the first ~24 rows, not the 600 of the window.
      expect(walked.read).toBeLessThan(40);
      expect(walked.hits / walked.read).toBeGreaterThan(0.3);
      expect(walked.hits / walked.read).toBeLessThan(0.7);
    },
  );

  it('ranks by relevance as a whole collection does, stopping early only when the best tier fills the page', async () => {
    const repo = createAdsSearchRepository(t.database.db);
    for (const [best, expectsShort] of [
      ["'brick'", true],
      ["'marble'", false],
    ] as const) {
      // Every ad holding "lot" matches; the best tier is "brick" (every other ad) or "marble" (one in a hundred).
      const search = { match: "'lot'", tiers: [best] };
      for (const offset of [0, LIMIT, 4 * LIMIT]) {
        const walked = await repo.walk(search, {}, 'featured', true, LIMIT, { offset }, ADS);
        const collected = (await repo.collect(search, 'featured', true, LIMIT, { offset }, ADS)).rows;
        expect(walked.rows.map((r) => r.id)).toEqual(collected.map((r) => r.id));
        if (expectsShort) expect(walked.read).toBeLessThan(2 * (offset + LIMIT) + 10);
        else expect(walked.read).toBe(ADS);
      }
    }
  });

  it('reads on to a later page and to sparse matches, and says how many it met when the window holds too few', async () => {
    const repo = createAdsSearchRepository(t.database.db);
    const third = await repo.walk({ match: "'brick'", tiers: [] }, {}, 'recent', false, LIMIT, { offset: 2 * LIMIT }, 10_000);
    const all = (await repo.collect({ match: "'brick'", tiers: [] }, 'recent', false, LIMIT, { offset: 2 * LIMIT }, 10_000)).rows;
    expect(third.rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
    // Six ads hold "marble", one every hundred: a page of twelve is not in the window, and the walk says how rare they were.
    const sparse = await repo.walk({ match: "'marble'", tiers: [] }, {}, 'recent', false, LIMIT, { offset: 0 }, 10_000);
    expect(sparse).toMatchObject({ isPage: false, hits: 6, read: ADS });
    // A later page past every match the window held: no rows, and still how many it met and read (a later walk is
    // sized from them), by relevance too.
    for (const isRelevance of [false, true]) {
      const past = await repo.walk({ match: "'marble'", tiers: ["'cement'"] }, {}, 'recent', isRelevance, LIMIT, { offset: LIMIT }, 300);
      expect(past).toMatchObject({ rows: [], isPage: false, hits: 3, read: 300 });
    }
    // And a collection: a page past every match, with their count, and a count cut short at the cap.
    expect(await repo.collect({ match: "'marble'", tiers: [] }, 'recent', false, LIMIT, { offset: LIMIT }, 100)).toEqual({
      rows: [],
      count: 6,
    });
    expect((await repo.collect({ match: "'brick'", tiers: [] }, 'recent', false, LIMIT, { offset: 0 }, 100)).count).toBe(101);
    const few = await repo.walk({ match: "'marble'", tiers: [] }, {}, 'recent', false, 3, { offset: 0 }, 10_000);
    expect(few.isPage).toBe(true);
    expect(few.rows.map((r) => r.title)).toEqual(['Cement lot 507 marble', 'Cement lot 407 marble', 'Cement lot 307 marble']);
  });
});

/**
 * Relevance's order inside a category or place is walked along that one's own index (migration 0017), its category
 * or place written as a range leading the order: the pages are the ones a collection with the same filter gives.
 */
describe.each(DB_KINDS)('a search walked inside a category or place on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await createUser(t.database.db);
    const base = Date.now() - 1000 * HOUR;
    // Two categories and two places, interleaved along the order; a third of the ads featured or premium.
    const rows = Array.from({ length: 240 }, (_, i) =>
      yardAd(seller.id, base, i, {
        title: `${i % 3 === 0 ? 'Brick' : 'Cement'} stack ${i}`,
        categoryKey: i % 2 === 0 ? 'services' : 'jobs',
        locationId: i % 4 < 2 ? 'ecil' : 'nagaram',
        isFeatured: i % 7 === 0,
        isPremium: i % 5 === 0,
      }),
    );
    await insertAds(t.database.db, rows);
  });

  afterAll(async () => {
    await t?.close();
  });

  const filters: AdFilter[] = [{ category: 'services' }, { location: 'nagaram' }, { category: 'jobs', location: 'ecil' }];

  it.each(filters)('gives the pages a collection gives, by relevance and in the featured order after a cursor (%o)', async (filter) => {
    const repo = createAdsSearchRepository(t.database.db);
    const search = { match: and("'stack'", filterLexemes(filter)), tiers: ["'brick'"] };
    for (const offset of [0, LIMIT, 3 * LIMIT]) {
      const walked = await repo.walk(search, filter, 'featured', true, LIMIT, { offset }, 240);
      const collected = (await repo.collect(search, 'featured', true, LIMIT, { offset }, 240)).rows;
      expect(walked.rows.length).toBeGreaterThan(0);
      expect(walked.rows.map((r) => r.id)).toEqual(collected.map((r) => r.id));
      expect(
        walked.rows.every(
          (r) => (!filter.category || r.category_key === filter.category) && (!filter.location || r.location_id === filter.location),
        ),
      ).toBe(true);
    }
    const first = (await repo.collect(search, 'featured', false, LIMIT, { offset: 0 }, 240)).rows;
    const after = cursorAfter('featured', first.at(-1)!);
    const next = await repo.walk(search, filter, 'featured', false, LIMIT, { offset: LIMIT, after }, 240);
    const expected = (await repo.collect(search, 'featured', false, LIMIT, { offset: LIMIT, after }, 240)).rows;
    expect(next.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  // The other orders inside a category: the price orders on the category's own index, the rest over every live ad's.
  it.each(AD_SORTS.filter((s) => s !== 'featured'))('gives the pages a collection gives inside a category, sorted by %s', async (sort) => {
    const repo = createAdsSearchRepository(t.database.db);
    for (const filter of [{ category: 'services' }, { category: 'jobs', location: 'nagaram' }] as AdFilter[]) {
      const search = { match: and("'brick'", filterLexemes(filter)), tiers: [] };
      for (const offset of [0, LIMIT]) {
        const walked = await repo.walk(search, filter, sort, false, LIMIT, { offset }, 240);
        const collected = (await repo.collect(search, sort, false, LIMIT, { offset }, 240)).rows;
        expect(walked.rows.length).toBeGreaterThan(0);
        expect(walked.rows.map((r) => r.id)).toEqual(collected.map((r) => r.id));
      }
      const first = (await repo.collect(search, sort, false, LIMIT, { offset: 0 }, 240)).rows;
      const after = cursorAfter(sort, first.at(-1)!);
      const next = await repo.walk(search, filter, sort, false, LIMIT, { offset: LIMIT, after }, 240);
      const expected = (await repo.collect(search, sort, false, LIMIT, { offset: LIMIT, after }, 240)).rows;
      expect(next.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });
});
