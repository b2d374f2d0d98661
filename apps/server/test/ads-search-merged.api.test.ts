import type { AdListResponse } from '@mohalla/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { getAdList } from './helpers/ads-list.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const LIMIT = 12;
/** Words no demo ad holds: they meet in two categories only (each is alone in a third and a fourth). */
const BOTH = 'zorbly quandle';

/**
 * Words that meet in two or three categories, sorted by price, are read category by category along each one's own
 * price index and the pages merged (ads-search.service.ts, `merged`; decision 023, tenth session). The pages, by
 * number and by cursor, must be the order's over all the matches, and the total their number.
 */
describe.each(DB_KINDS)('a price-ordered search of words meeting in two categories on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const seller = await createUser(db);
    // Prices interleave across the two categories, with ties (and "on request") inside and across them.
    const price = (i: number) => [1500, 900, 1500, null, 4000, 700, 2200][i % 7] ?? null;
    const fresh = (i: number) => ({
      price: price(i),
      priceType: price(i) === null ? ('negotiable' as const) : ('fixed' as const),
      locationId: i % 3 === 0 ? 'nagaram' : 'ecil',
    });
    for (let i = 0; i < 30; i++)
      await createAd(
        db,
        seller.id,
        { title: `Zorbly quandle class ${i}`, categoryKey: 'education', subcategory: 'Tuition', ...fresh(i) },
        0,
      );
    for (let i = 0; i < 20; i++)
      await createAd(
        db,
        seller.id,
        { title: `Zorbly quandle helper ${i}`, categoryKey: 'jobs', subcategory: 'Part Time', ...fresh(i + 3) },
        0,
      );
    for (let i = 0; i < 5; i++)
      await createAd(db, seller.id, { title: `Zorbly repair ${i}`, categoryKey: 'services', subcategory: 'Other Services' }, 0);
    for (let i = 0; i < 5; i++)
      await createAd(db, seller.id, { title: `Quandle scooter ${i}`, categoryKey: 'vehicles', subcategory: 'Scooters' }, 0);
    // Not live: never on a page.
    await createAd(db, seller.id, { title: 'Zorbly quandle removed', categoryKey: 'jobs', status: 'removed' }, 0);
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string) => getAdList(t.app, query);

  /** Every live ad holding both words, in the sort's order as the database sorts it. */
  async function expected(sort: 'price-low' | 'price-high', location?: string) {
    const direction = sql.raw(sort === 'price-low' ? 'ASC' : 'DESC');
    const rows = await t.database.db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.status, 'active'), sql`${ads.title} ILIKE 'zorbly quandle %'`, location ? eq(ads.locationId, location) : undefined))
      .orderBy(sql`${ads.price} ${direction} NULLS LAST`, sql`${ads.id} DESC`);
    return rows.map((r) => r.id);
  }

  it.each(['price-low', 'price-high'] as const)('gives the order’s pages by number and by cursor, sorted by %s', async (sort) => {
    const all = await expected(sort);
    expect(all).toHaveLength(50);
    const prefix = `search=${encodeURIComponent(BOTH)}&sort=${sort}&limit=${LIMIT}`;

    const byNumber: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = await get(`${prefix}&page=${page}`);
      expect(body.total, `page ${page}`).toBe(50);
      byNumber.push(...body.data.map((a) => a.AdId));
    }
    expect(byNumber).toEqual(all);

    const byCursor: number[] = [];
    let cursor: string | null = null;
    for (let page = 1; page === 1 || cursor; page++) {
      const body: AdListResponse = await get(`${prefix}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`);
      byCursor.push(...body.data.map((a) => a.AdId));
      cursor = body.nextCursor;
    }
    expect(byCursor).toEqual(all);
  });

  it('keeps a place asked for: only that place’s matches, in the order', async () => {
    const all = await expected('price-high', 'nagaram');
    expect(all.length).toBeGreaterThan(LIMIT);
    const prefix = `search=${encodeURIComponent(BOTH)}&sort=price-high&limit=${LIMIT}&location=nagaram`;
    const pages = [await get(`${prefix}&page=1`), await get(`${prefix}&page=2`)];
    expect(pages.flatMap((p) => p.data.map((a) => a.AdId))).toEqual(all);
    expect(pages[0]!.total).toBe(all.length);
  });
});
