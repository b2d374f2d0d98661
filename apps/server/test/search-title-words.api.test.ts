import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAdsSearchRepository, type AdsSearchRepository } from '../src/modules/ads/ads-search.repository.ts';
import { createAdsSearch } from '../src/modules/ads/ads-search.service.ts';
import { createUser, insertAds } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const ADS = 1_200;
const LIMIT = 12;
const HOUR = 3_600_000;

/**
 * The lexicon counts the words of the title itself apart from the ^ words, which hold the subcategory's and the
 * category's too (migration 0021). A search for a category's own word ("services" in Services) meets every ad of the
 * category and no title: the ranks that need the word in the title are left out, so the walk stops at the page
 * rather than ranking a whole window, and the page is the one the full ranking gives (decision 023, sixteenth session).
 */
describe.each(DB_KINDS)("a category's own word on %s", (kind) => {
  let t: TestApp;
  let firstId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await createUser(t.database.db);
    const base = Date.now() - 2000 * HOUR;
    const rows = Array.from({ length: ADS }, (_, i) => ({
      ownerId: seller.id,
      title: `Plumber visit ${i}`,
      description: 'Leaks and taps fixed the same day.',
      categoryKey: 'services',
      subcategory: 'Other Services',
      locationId: i % 2 === 0 ? 'ecil' : 'nagaram',
      price: 300,
      priceType: 'fixed' as const,
      contactName: 'Ravi',
      contactPhone: '9876543210',
      status: 'active' as const,
      planId: 1,
      isFeatured: i % 50 === 0,
      publishedAt: new Date(base + i * HOUR),
      expiresAt: new Date(Date.now() + 30 * 24 * HOUR),
    }));
    await insertAds(t.database.db, rows);
    const [first] = await queryRows<{ id: number }>(t.database.db, sql`SELECT min(id)::int AS id FROM ads`);
    firstId = first!.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const titleCount = async (word: string) => {
    const [row] = await queryRows<{ ads: number }>(
      t.database.db,
      sql`SELECT ads FROM search_words WHERE word = ${word} AND category_key = 'services' AND location_id = ''`,
    );
    return row?.ads ?? 0;
  };

  /** The service over the real repository, recording how many rows each walk read. */
  const recordedSearch = () => {
    const repo = createAdsSearchRepository(t.database.db);
    const reads: number[] = [];
    const recording: AdsSearchRepository = {
      ...repo,
      walk: async (...args) => {
        const walked = await repo.walk(...args);
        reads.push(walked.read);
        return walked;
      },
    };
    const search = createAdsSearch({ repo: recording, liveCount: async () => ADS });
    const page = (offset: number) =>
      search.search({ search: 'services', category: 'services', sort: 'featured', limit: LIMIT } as never, LIMIT, { offset });
    return { page, reads };
  };

  /** Featured first, then the newest: the order every equally good match is ranked in. */
  const featuredOrder = async (offset: number) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM ads WHERE status = 'active' ORDER BY is_featured DESC, is_premium DESC, published_at DESC, id DESC LIMIT ${LIMIT} OFFSET ${offset}`,
      )
    ).map((r) => r.id);

  it('keeps count of the words in titles apart from the category’s, as ads change', async () => {
    expect(await titleCount('^services')).toBe(ADS);
    expect(await titleCount('=services')).toBe(0);
    expect(await titleCount('=plumber')).toBe(ADS);
    await t.database.db.execute(sql`UPDATE ads SET title = 'Plumbing services, any time' WHERE id = ${firstId}`);
    expect(await titleCount('=services')).toBe(1);
    expect(await titleCount('=plumber')).toBe(ADS - 1);
    await t.database.db.execute(sql`UPDATE ads SET title = 'Plumber visit 0' WHERE id = ${firstId}`);
    expect(await titleCount('=services')).toBe(0);
  });

  it('ranks every match of the category’s word alike, walking no further than the page', async () => {
    const { page, reads } = recordedSearch();
    for (const offset of [0, 2 * LIMIT]) {
      const found = await page(offset);
      expect(found.rows.map((r) => r.id)).toEqual(await featuredOrder(offset));
    }
    // Without the lexicon's title counts each page read the whole window (1,000 rows or every match).
    expect(reads.length).toBeGreaterThan(0);
    expect(Math.max(...reads)).toBeLessThanOrEqual(3 * LIMIT + 1);
  });

  it('still puts an ad with the word in its title first, once the lexicon counts one', async () => {
    // Among the newer ads: relevance ranks a window of the featured order (decision 023).
    const titled = firstId + ADS - 3;
    const title = 'Home services, plumber on call';
    await t.database.db.execute(sql`UPDATE ads SET title = ${title} WHERE id = ${titled}`);
    const { page } = recordedSearch();
    const found = await page(0);
    expect(found.rows[0]?.title).toBe(title);
    expect(found.rows.slice(1).map((r) => r.id)).toEqual((await featuredOrder(0)).filter((id) => id !== titled).slice(0, LIMIT - 1));
  });
});
