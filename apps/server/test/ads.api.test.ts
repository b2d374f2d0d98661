import { AdDetailSchema, AdListResponseSchema } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAdsRepository } from '../src/modules/ads/ads.repository.ts';
import { viewKey } from '../src/modules/ads/view-counter.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

describe.each(DB_KINDS)('ads API on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    // Verified: a verified phone on an account older than VERIFIED_SELLER_MIN_DAYS (decision 027).
    const seller = await createUser(db, { phoneVerifiedAt: new Date(), createdAt: new Date(Date.now() - 60 * 86_400_000) });
    const other = await createUser(db);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    ids.iphone = (await createAd(db, seller.id, { title: 'Apple iPhone 13 128GB', price: 42000, publishedAt: at(5), views: 40 }, 3)).id;
    ids.flat = (
      await createAd(db, seller.id, {
        title: '2BHK flat for rent near ECIL X Roads',
        description: 'Spacious flat with covered parking.',
        categoryKey: 'real-estate',
        subcategory: 'Flats',
        locationId: 'ecil',
        price: 15000,
        priceType: 'month',
        publishedAt: at(1),
        isPremium: true,
        planId: 2,
        features: ['Parking', 'Security', 'Sea view'],
        amenities: ['Schools Nearby'],
      })
    ).id;
    ids.job = (
      await createAd(db, other.id, {
        title: 'Accountant wanted in Nagaram',
        description: 'Tally and GST experience.',
        categoryKey: 'jobs',
        subcategory: 'Full-time',
        locationId: 'nagaram',
        price: 360000,
        priceType: 'year',
        publishedAt: at(2),
        isFeatured: true,
        isPremium: true,
        planId: 3,
        views: 5,
      })
    ).id;
    ids.bike = (
      await createAd(db, other.id, {
        title: 'Royal Enfield Classic 350',
        description: 'Single owner, 2019 model.',
        categoryKey: 'vehicles',
        subcategory: 'Bikes',
        locationId: 'dammaiguda',
        price: null,
        priceType: 'negotiable',
        publishedAt: at(3),
        views: 99,
      })
    ).id;
    ids.draft = (await createAd(db, seller.id, { title: 'Draft iPhone charger', status: 'draft', publishedAt: null, expiresAt: null })).id;
    ids.expired = (await createAd(db, seller.id, { title: 'Expired iPhone case', expiresAt: at(1) })).id;
    ids.removed = (await createAd(db, seller.id, { title: 'Removed iPhone stand', status: 'removed' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/ads${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return AdListResponseSchema.parse(res.json());
  };

  it('lists only live ads, featured first, then premium, then newest', async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(body.data.map((a) => a.AdId)).toEqual([ids.job, ids.flat, ids.bike, ids.iphone]);
    expect(body).toMatchObject({ page: 1, limit: 24 });
  });

  it('sends the spec fields and never contact data to a visitor', async () => {
    const res = await t.app.inject({ url: '/api/ads' });
    const ad = res.json().data.find((a: { AdId: number }) => a.AdId === ids.iphone);
    expect(ad).toMatchObject({
      Title: 'Apple iPhone 13 128GB',
      CategoryKey: 'electronics',
      CategoryName: 'Electronics',
      LocationName: 'ECIL',
      Price: 42000,
      PriceTypeKey: 'fixed',
      Status: 'Active',
    });
    expect(JSON.parse(ad.Images)).toHaveLength(3);
    expect(JSON.parse(ad.Images)[0].url).toMatch(/^\/media\/.+\/800\.webp$/);
    for (const field of ['OwnerPhone', 'OwnerEmail', 'OwnerWhatsapp']) expect(ad).not.toHaveProperty(field);
    expect(res.body).not.toContain('9876543210');
    expect(res.body).not.toContain('ravi@example.com');
  });

  it('filters by category key and location id', async () => {
    expect((await list('?category=real-estate')).data.map((a) => a.AdId)).toEqual([ids.flat]);
    expect((await list('?location=nagaram')).data.map((a) => a.AdId)).toEqual([ids.job]);
    expect((await list('?category=electronics&location=nagaram')).total).toBe(0);
    expect((await list('?category=&location=')).total).toBe(4);
  });

  it('searches title and description, by prefix, by typo and case-insensitively', async () => {
    expect((await list('?search=iphon')).data.map((a) => a.AdId)).toEqual([ids.iphone]);
    expect((await list('?search=IPHONE')).data.map((a) => a.AdId)).toEqual([ids.iphone]);
    expect((await list('?search=ipone')).data.map((a) => a.AdId)).toEqual([ids.iphone]);
    expect((await list('?search=parking')).data.map((a) => a.AdId)).toEqual([ids.flat]);
    expect((await list('?search=flats')).data.map((a) => a.AdId)).toEqual([ids.flat]);
    expect((await list('?search=zzqxv')).total).toBe(0);
    expect((await list(`?search=${encodeURIComponent("100% 'genuine' _x\\")}`)).total).toBe(0);
  });

  it('sorts by price, recency and popularity', async () => {
    expect((await list('?sort=price-low')).data.map((a) => a.Price)).toEqual([15000, 42000, 360000, null]);
    expect((await list('?sort=price-high')).data.map((a) => a.Price)).toEqual([360000, 42000, 15000, null]);
    expect((await list('?sort=recent')).data.map((a) => a.AdId)).toEqual([ids.flat, ids.job, ids.bike, ids.iphone]);
    expect((await list('?sort=popular')).data.map((a) => a.AdId)).toEqual([ids.bike, ids.iphone, ids.job, ids.flat]);
    expect(
      (await list('?sort=premium')).data
        .slice(0, 2)
        .map((a) => a.AdId)
        .sort(),
    ).toEqual([ids.flat, ids.job].sort());
  });

  it('pages through results', async () => {
    const first = await list('?limit=3&page=1');
    const second = await list('?limit=3&page=2');
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect(first.total).toBe(4);
    expect(new Set([...first.data, ...second.data].map((a) => a.AdId)).size).toBe(4);
  });

  it.each([
    ['?sort=cheapest', 'sort'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=1000', 'limit'],
    ['?page=1.5', 'page'],
    ['?category=boats', 'category'],
    ['?location=mumbai', 'location'],
    [`?search=${'x'.repeat(501)}`, 'search'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await t.app.inject({ url: `/api/ads${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(field) });
  });

  it('returns the detail in camel case without contact data for a visitor', async () => {
    const res = await t.app.inject({ url: `/api/ads/${ids.flat}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const detail = AdDetailSchema.parse(data);
    expect(detail).toMatchObject({
      title: '2BHK flat for rent near ECIL X Roads',
      category: 'Real Estate',
      categoryKey: 'real-estate',
      subcategory: 'Flats',
      location: 'ECIL',
      price: 15000,
      priceType: 'month',
      isPremium: true,
      planName: 'Premium Plan',
      status: 'active',
      features: ['Parking', 'Security', 'Sea view'],
      amenities: ['Schools Nearby'],
    });
    expect(detail.premiumFeatures).toContain('Enhanced Visibility');
    expect(detail.owner).toMatchObject({ isVerified: true, totalAds: 3, activeAds: 2 });
    expect(data).not.toHaveProperty('contactPhone');
    expect(data).not.toHaveProperty('contactWhatsapp');
    expect(data.owner).not.toHaveProperty('email');
    expect(res.body).not.toContain('9876543210');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('answers 404 for unknown, draft, expired and removed ads', async () => {
    for (const id of [999_999, ids.draft, ids.expired, ids.removed]) {
      const res = await t.app.inject({ url: `/api/ads/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Ad not found' });
    }
  });

  it.each(['abc', '-3', '0', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await t.app.inject({ url: `/api/ads/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id');
  });

  it('counts a view once per viewer per day', async () => {
    const view = (ua: string) => t.app.inject({ url: `/api/ads/${ids.bike}`, headers: { 'user-agent': ua } });
    const first = (await view('phone-a')).json().data.views;
    expect((await view('phone-a')).json().data.views).toBe(first);
    expect((await view('phone-b')).json().data.views).toBe(first + 1);
  });

  it('commits a batch of views without waiting for the disk, and only that batch’s transaction', async () => {
    const { db } = t.database;
    const setting = async (tx: typeof db) =>
      (await queryRows<{ value: string }>(tx, sql`SELECT current_setting('synchronous_commit') AS value`))[0]!.value;
    const batch = [{ adId: ids.bike!, viewerKey: 'v:disk-test', day: '2026-11-27' }];
    const during = await db.transaction(async (tx) => {
      expect([...(await createAdsRepository(tx).recordViews(batch))]).toEqual([viewKey(batch[0]!)]);
      return setting(tx);
    });
    expect(during).toBe('off');
    // Whatever connection comes next, and every later transaction on this one, commits as configured.
    expect(await db.transaction((tx) => setting(tx))).toBe('on');
    const stored = await queryRows(db, sql`SELECT 1 FROM ad_views WHERE viewer_key = 'v:disk-test'`);
    expect(stored).toHaveLength(1);
  });
});
