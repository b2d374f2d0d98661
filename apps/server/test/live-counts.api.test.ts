import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAdsRepository, LIVE, type LiveCountRow } from '../src/modules/ads/ads.repository.ts';
import { createUser, insertAds } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const key = (row: LiveCountRow) => `${row.category_key ?? '*'}|${row.location_id ?? '*'}`;
const asMap = (rows: LiveCountRow[]) => new Map(rows.filter((r) => r.total > 0).map((r) => [key(r), r.total]));

/**
 * The live counts (the totals of broad lists, and how dense a search's matches are) come from the active ads less
 * those past their end date, which the sweep has not marked yet: the same numbers as testing every row's end date.
 */
describe.each(DB_KINDS)('live counts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const seller = await createUser(t.database.db);
    const ad = (i: number, status: 'active' | 'expired' | 'draft' | 'removed', expiresAt: Date | null, categoryKey?: string) => ({
      ownerId: seller.id,
      title: `Lot ${i}`,
      description: 'A lot of things.',
      categoryKey: categoryKey ?? ['services', 'electronics', 'jobs'][i % 3]!,
      subcategory: 'Other',
      locationId: ['ecil', 'nagaram', 'dammaiguda'][Math.floor(i / 3) % 3]!,
      price: 100 + i,
      priceType: 'fixed' as const,
      contactName: 'Ravi',
      status,
      planId: 1,
      publishedAt: new Date(Date.now() - DAY),
      expiresAt,
    });
    const future = new Date(Date.now() + 30 * DAY);
    const past = new Date(Date.now() - 60_000);
    await insertAds(t.database.db, [
      ...Array.from({ length: 30 }, (_, i) => ad(i, 'active', i % 2 ? future : null)),
      // Past their end but not yet marked by the sweep: not live.
      ...Array.from({ length: 7 }, (_, i) => ad(i, 'active', past)),
      // Every active ad of a category past its end: it counts none.
      ad(8, 'active', past, 'vehicles'),
      ...Array.from({ length: 5 }, (_, i) => ad(i, 'expired', past)),
      ad(1, 'draft', null),
      ad(2, 'removed', future),
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('counts each category and place, each alone and all, as the live condition does', async () => {
    const counts = asMap(await createAdsRepository(t.database.db).liveCounts());
    const expected = asMap(
      await queryRows<LiveCountRow>(
        t.database.db,
        sql`SELECT a.category_key, a.location_id, count(*)::int AS total FROM ads a WHERE ${LIVE}
          GROUP BY GROUPING SETS ((a.category_key, a.location_id), (a.category_key), (a.location_id), ())`,
      ),
    );
    expect(counts).toEqual(expected);
    // Ads 0-29: ten in each category; twelve at ECIL (i / 3 % 3 = 0 for 0-2, 9-11, 18-20, 27-29), four of them services.
    expect(counts.get('*|*')).toBe(30);
    expect(counts.get('services|*')).toBe(10);
    expect(counts.get('*|ecil')).toBe(12);
    expect(counts.get('services|ecil')).toBe(4);
    expect(counts.has('vehicles|*')).toBe(false);
  });
});
