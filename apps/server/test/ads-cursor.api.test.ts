import {
  AD_SORT_KEYS,
  AD_SORTS,
  decodeAdCursor,
  encodeAdCursor,
  type AdCursor,
  type AdListResponse,
  type AdSort,
  type SortField,
} from '@mohalla/shared';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema.ts';
import { createAdsSearchRepository } from '../src/modules/ads/ads-search.repository.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { getAdList } from './helpers/ads-list.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;
const LIMIT = 4;
/** Filters each walk is tried with: all, category, location, both, a word search and a typo search. */
const FILTERS = ['', 'category=electronics', 'location=nagaram', 'category=vehicles&location=ecil', 'search=phone', 'search=samsng'];

describe.each(DB_KINDS)('keyset pages of GET /api/ads on %s (decision 014)', (kind) => {
  let t: TestApp;
  /** Live ads per filter, by id: what every walk must return, once each. */
  const live = new Map<string, Set<number>>();

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    const seller = await createUser(db);
    const base = Date.now() - 10 * HOUR;
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const ad = await createAd(
        db,
        seller.id,
        {
          title: i % 2 === 0 ? `Samsung phone number ${i}` : `Bike number ${i}`,
          categoryKey: ['electronics', 'vehicles', 'real-estate'][i % 3]!,
          locationId: i % 4 === 0 ? 'nagaram' : 'ecil',
          // Ties everywhere: five prices (one of them "on request"), four publication times, three view counts.
          price: [1000, 1000, 2500, null, 5000][i % 5],
          priceType: i % 5 === 3 ? 'negotiable' : 'fixed',
          publishedAt: new Date(base - (i % 4) * HOUR),
          isFeatured: i % 7 === 0,
          isPremium: i % 3 === 0,
          views: i % 3,
        },
        0,
      );
      ids.push(ad.id);
    }
    // Microseconds apart, which a JS Date cannot tell apart: a cursor that rounded them would skip or repeat ads.
    await db
      .update(ads)
      .set({ publishedAt: sql`published_at + (id % 3) * interval '1 microsecond'` })
      .where(inArray(ads.id, ids.slice(0, 12)));
    // A live ad without a publication time sorts last among its peers (NULLS LAST).
    await db
      .update(ads)
      .set({ publishedAt: null })
      .where(inArray(ads.id, [ids[5]!, ids[6]!]));
    for (const status of ['draft', 'removed', 'sold'] as const) await createAd(db, seller.id, { title: `Phone ${status}`, status }, 0);
    await createAd(db, seller.id, { title: 'Phone expired', expiresAt: new Date(Date.now() - HOUR) }, 0);

    const rows = await db
      .select({ id: ads.id, title: ads.title, categoryKey: ads.categoryKey, locationId: ads.locationId })
      .from(ads)
      .where(inArray(ads.id, ids));
    const matches: Record<string, (r: (typeof rows)[number]) => boolean> = {
      '': () => true,
      'category=electronics': (r) => r.categoryKey === 'electronics',
      'location=nagaram': (r) => r.locationId === 'nagaram',
      'category=vehicles&location=ecil': (r) => r.categoryKey === 'vehicles' && r.locationId === 'ecil',
      'search=phone': (r) => r.title.startsWith('Samsung'),
      'search=samsng': (r) => r.title.startsWith('Samsung'),
    };
    for (const filter of FILTERS) live.set(filter, new Set(rows.filter(matches[filter]!).map((r) => r.id)));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string) => getAdList(t.app, query);

  /** Every page by number, then every page by following nextCursor; the ids in the order shown. */
  async function walk(filter: string, sort: AdSort) {
    const prefix = `${filter ? `${filter}&` : ''}sort=${sort}&limit=${LIMIT}`;
    const byOffset: number[] = [];
    for (let page = 1; ; page++) {
      const { data } = await get(`${prefix}&page=${page}`);
      if (data.length === 0) break;
      byOffset.push(...data.map((a) => a.AdId));
    }
    const byCursor: number[] = [];
    const totals: number[] = [];
    // A search in the default order is ranked by relevance, which has no cursor: its pages are numbered only.
    const isRelevance = filter.startsWith('search=') && sort === 'featured';
    let cursor: string | null = null;
    for (let page = 1; page === 1 || cursor || (isRelevance && byCursor.length < byOffset.length); page++) {
      const body: AdListResponse = await get(`${prefix}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.page).toBe(page);
      byCursor.push(...body.data.map((a) => a.AdId));
      totals.push(body.total);
      // A cursor only while another ad follows: the last page, even a full one, has none.
      const isLast = isRelevance || byCursor.length === byOffset.length;
      expect(body.nextCursor === null, `${prefix} page ${page}`).toBe(isLast);
      cursor = body.nextCursor;
    }
    return { byOffset, byCursor, totals };
  }

  for (const filter of FILTERS) {
    it.each(AD_SORTS.map((sort) => [sort]))(
      `walks "${filter || 'all'}" sorted by %s: every live ad once, in the order of numbered pages`,
      async (sort) => {
        const { byOffset, byCursor, totals } = await walk(filter, sort);
        const expected = live.get(filter)!;
        expect(byCursor).toEqual(byOffset);
        expect(new Set(byCursor).size).toBe(byCursor.length);
        expect(new Set(byCursor)).toEqual(expected);
        expect(totals.every((total) => total === expected.size)).toBe(true);
      },
    );
  }

  it('walks the search along the index from the cursor the same way it sorts the collected matches', async () => {
    const repo = createAdsSearchRepository(t.database.db);
    const search = { match: "'number'", tiers: [] };
    for (const sort of AD_SORTS) {
      let after: AdCursor | undefined;
      for (let page = 1; page <= 10; page++) {
        const start = { offset: 0, after };
        const walked = await repo.walk(search, {}, sort, false, LIMIT, start, 100_000);
        const sorted = (await repo.collect(search, sort, false, LIMIT, start, 100_000)).rows;
        if (walked.isPage) expect(walked.rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
        else expect(sorted.length).toBeLessThan(LIMIT);
        const next = (await get(`search=number&sort=${sort}&limit=${LIMIT}&page=${page}${after ? `&cursor=${encodeAdCursor(after)}` : ''}`))
          .nextCursor;
        if (!next) break;
        after = decodeAdCursor(next) ?? undefined;
      }
    }
  });

  it('continues after a position no ad holds any more (its ad was sold)', async () => {
    const cursor = encodeAdCursor({ sort: 'price-low', values: [2000, 1] });
    const { data } = await get(`sort=price-low&limit=100&page=2&cursor=${cursor}`);
    expect(data.map((a) => a.Price)[0]).toBe(2500);
    expect(data.every((a) => a.Price === null || a.Price > 2000)).toBe(true);
  });

  it('reads on by cursor past the deepest numbered page, which is refused without one', async () => {
    const cursor = encodeAdCursor({ sort: 'price-low', values: [2000, 1] });
    const deep = await get(`sort=price-low&limit=100&page=41667&cursor=${cursor}`);
    expect(deep.page).toBe(41_667);
    expect(deep.data[0]?.Price).toBe(2500);
    const byNumber = await t.app.inject({ url: '/api/ads?page=10001' });
    expect(byNumber.statusCode).toBe(400);
    expect(byNumber.json().message).toBe("page must be at most 10000 (read further pages from a page's nextCursor)");
  });

  it('answers any well-formed cursor, however odd its values, with 200 or a 400 that says why, never 5xx', async () => {
    const edge = fc.constantFrom(
      0,
      1,
      -1,
      2 ** 31 - 1,
      2 ** 31,
      -(2 ** 31),
      999_999_999_999,
      1e12,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2 ** 53,
      0.5,
    );
    const odd = fc.oneof(edge, fc.integer(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 5 }));
    const fitting: Record<SortField, fc.Arbitrary<unknown>> = {
      isFeatured: fc.boolean(),
      isPremium: fc.boolean(),
      publishedAt: fc.oneof(edge, fc.constant(null)),
      price: fc.oneof(edge, fc.constant(null)),
      views: fc.oneof(edge, fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })),
      id: fc.oneof(edge, fc.integer({ min: 1, max: 2 ** 31 - 1 })),
    };
    const cursor = fc
      .constantFrom(...AD_SORTS)
      .chain((sort) =>
        fc.tuple(
          fc.constant(sort),
          fc.tuple(
            ...AD_SORT_KEYS[sort].map((part) => fc.oneof({ weight: 9, arbitrary: fitting[part.field] }, { weight: 1, arbitrary: odd })),
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(cursor, fc.constantFrom(...FILTERS), async ([sort, values], filter) => {
        const text = Buffer.from(JSON.stringify([sort, ...values])).toString('base64url');
        const res = await t.app.inject({ url: `/api/ads?${filter}&sort=${sort}&page=3&cursor=${text}` });
        if (res.statusCode === 400) expect(res.json().message).toMatch(/^cursor is not valid for this list/);
        else expect(res.statusCode, res.body).toBe(200);
      }),
      { numRuns: 150, seed: 20261124 },
    );
  });

  it.each([
    ['garbage', 'cursor=not-a-cursor!', 'cursor is not valid for this list'],
    ['base64 of something else', `cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor is not valid for this list'],
    [
      'a cursor of another sort',
      `sort=recent&cursor=${encodeAdCursor({ sort: 'popular', values: [3, 9] })}`,
      'cursor is not valid for this list: it was made for sort=popular',
    ],
    [
      'a wrong value type',
      `sort=popular&cursor=${Buffer.from('["popular","3",9]').toString('base64url')}`,
      'cursor is not valid for this list',
    ],
    ['a very long cursor', `cursor=${'A'.repeat(5000)}`, 'cursor is not valid for this list'],
    ['two cursors', 'cursor=a&cursor=b', 'cursor is not valid for this list'],
  ])('refuses %s with a 400 that says so', async (_, query, message) => {
    const res = await t.app.inject({ url: `/api/ads?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});
