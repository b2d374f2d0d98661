import { AD_SORTS } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema.ts';
import { createAdsSearchRepository } from '../src/modules/ads/ads-search.repository.ts';
import { createUser } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const ADS = 600;
const LIMIT = 12;
const HOUR = 3_600_000;

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
    const rows = Array.from({ length: ADS }, (_, i) => ({
      ownerId: seller.id,
      title: `${i % 2 === 0 ? 'Brick' : 'Cement'} lot ${i}${i % 100 === 7 ? ' marble' : ''}`,
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
      views: i % 11,
    }));
    await t.database.db.insert(ads).values(rows);
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
      const collected = await repo.collect(search, sort, false, LIMIT, { offset: 0 }, 10_000);
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
        const collected = await repo.collect(search, 'featured', true, LIMIT, { offset }, ADS);
        expect(walked.rows.map((r) => r.id)).toEqual(collected.map((r) => r.id));
        if (expectsShort) expect(walked.read).toBeLessThan(2 * (offset + LIMIT) + 10);
        else expect(walked.read).toBe(ADS);
      }
    }
  });

  it('reads on to a later page and to sparse matches, and says how many it met when the window holds too few', async () => {
    const repo = createAdsSearchRepository(t.database.db);
    const third = await repo.walk({ match: "'brick'", tiers: [] }, {}, 'recent', false, LIMIT, { offset: 2 * LIMIT }, 10_000);
    const all = await repo.collect({ match: "'brick'", tiers: [] }, 'recent', false, LIMIT, { offset: 2 * LIMIT }, 10_000);
    expect(third.rows.map((r) => r.id)).toEqual(all.map((r) => r.id));
    // Six ads hold "marble", one every hundred: a page of twelve is not in the window, and the walk says how rare they were.
    const sparse = await repo.walk({ match: "'marble'", tiers: [] }, {}, 'recent', false, LIMIT, { offset: 0 }, 10_000);
    expect(sparse).toMatchObject({ isPage: false, hits: 6, read: ADS });
    const few = await repo.walk({ match: "'marble'", tiers: [] }, {}, 'recent', false, 3, { offset: 0 }, 10_000);
    expect(few.isPage).toBe(true);
    expect(few.rows.map((r) => r.title)).toEqual(['Cement lot 507 marble', 'Cement lot 407 marble', 'Cement lot 307 marble']);
  });
});
