import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, LOCATIONS, PRESET_AMENITIES, PRESET_FEATURES } from '@mohalla/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore, type MediaStore } from '../../media/media-store.ts';
import { openDatabase, queryRows, type Database } from '../client.ts';
import { adImages, ads, users } from '../schema.ts';
import { seedCatalogue } from './catalogue.ts';
import { DEMO_ADS, DEMO_SELLERS } from './demo-ads.ts';
import { seedDemoData, type SeedDemoResult } from './demo.ts';

const DEMO_EMAILS = DEMO_SELLERS.map((s) => s.email);

describe('demo dataset', () => {
  it('has enough believable ads in every category and area', () => {
    expect(DEMO_ADS.length).toBeGreaterThanOrEqual(66);
    for (const category of CATEGORIES) {
      const inCategory = DEMO_ADS.filter((ad) => ad.categoryKey === category.id);
      expect(inCategory.length, category.id).toBeGreaterThanOrEqual(9);
      for (const ad of inCategory) expect(category.subcategories as readonly string[]).toContain(ad.subcategory);
    }
    for (const location of LOCATIONS) expect(DEMO_ADS.some((ad) => ad.locationId === location.id)).toBe(true);
    expect(new Set(DEMO_ADS.map((ad) => ad.title)).size).toBe(DEMO_ADS.length);
    expect(DEMO_ADS.some((ad) => ad.title.includes('iPhone'))).toBe(true);
    expect(DEMO_ADS.some((ad) => ad.title.includes('Royal Enfield'))).toBe(true);
  });

  it('uses preset features, sensible price types and known sellers', () => {
    const sellerKeys = new Set(DEMO_SELLERS.map((s) => s.key));
    for (const ad of DEMO_ADS) {
      expect(sellerKeys.has(ad.seller), ad.title).toBe(true);
      for (const f of ad.features ?? []) expect(PRESET_FEATURES).toContain(f);
      for (const a of ad.amenities ?? []) expect(PRESET_AMENITIES).toContain(a);
      expect(ad.description.split('. ').length, ad.title).toBeGreaterThanOrEqual(2);
      if (ad.priceType === 'free') expect(ad.price).toBeNull();
      if (ad.priceType === 'year') expect(ad.price).toBeGreaterThanOrEqual(100_000);
    }
    expect(DEMO_ADS.filter((ad) => ad.categoryKey === 'jobs' && ad.priceType === 'year').length).toBeGreaterThanOrEqual(6);
    expect(DEMO_ADS.some((ad) => ad.categoryKey === 'real-estate' && ad.priceType === 'month')).toBe(true);
  });

  it('has at least 8 sellers with example.com emails and Indian mobile numbers', () => {
    expect(DEMO_SELLERS.length).toBeGreaterThanOrEqual(8);
    for (const seller of DEMO_SELLERS) {
      expect(seller.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(seller.phone).toMatch(/^[6-9]\d{9}$/);
    }
    expect(DEMO_SELLERS.some((s) => s.isPhoneVerified)).toBe(true);
    expect(DEMO_SELLERS.some((s) => !s.isPhoneVerified)).toBe(true);
  });
});

describe('seedDemoData', () => {
  let database: Database;
  let mediaDir: string;
  let store: MediaStore;
  let first: SeedDemoResult;

  beforeAll(async () => {
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-demo-'));
    store = createLocalMediaStore(mediaDir);
    database = await openDatabase({ inMemory: true });
    await database.migrate();
    await seedCatalogue(database.db);
    first = await seedDemoData(database.db, store);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await fs.rm(mediaDir, { recursive: true, force: true });
  });

  const allAds = () => database.db.select().from(ads);
  const allImages = () => database.db.select().from(adImages);

  async function isWebpFile(key: string): Promise<boolean> {
    const file = await fs.open(path.join(mediaDir, key));
    try {
      const { buffer } = await file.read(Buffer.alloc(12), 0, 12, 0);
      return buffer.toString('ascii', 0, 4) === 'RIFF' && buffer.toString('ascii', 8, 12) === 'WEBP';
    } finally {
      await file.close();
    }
  }

  it('creates active ads in every category and location, some premium and featured', async () => {
    expect(first).toEqual({ ads: DEMO_ADS.length, skipped: false });
    const rows = await allAds();
    const active = rows.filter((ad) => ad.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(60);
    expect(new Set(active.map((ad) => ad.categoryKey))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
    expect(new Set(active.map((ad) => ad.locationId))).toEqual(new Set(LOCATIONS.map((l) => l.id)));
    expect(active.filter((ad) => ad.isFeatured && ad.isPremium && ad.planId === 3).length).toBeGreaterThan(0);
    expect(active.filter((ad) => ad.isPremium && !ad.isFeatured && ad.planId === 2).length).toBeGreaterThan(0);
    expect(active.filter((ad) => !ad.isPremium && ad.planId === 1).length).toBeGreaterThan(0);

    const now = Date.now();
    for (const ad of active) {
      expect(ad.expiresAt!.getTime()).toBeGreaterThan(now);
      expect(now - ad.publishedAt!.getTime()).toBeLessThan(26 * 86_400_000);
      expect(ad.views).toBeGreaterThan(0);
      expect(ad.contactPhone).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it('has a few ads whose plan ran out days ago: expired, so their owner can renew them', async () => {
    const rows = await allAds();
    const expired = rows.filter((ad) => ad.status === 'expired');
    expect(expired.map((ad) => ad.title).sort()).toEqual(
      DEMO_ADS.filter((ad) => ad.expiredDaysAgo)
        .map((ad) => ad.title)
        .sort(),
    );
    expect(expired.length).toBeGreaterThan(0);
    for (const ad of expired) {
      expect(ad.expiresAt!.getTime()).toBeLessThan(Date.now());
      expect(ad.expiresAt!.getTime() - ad.publishedAt!.getTime()).toBe(30 * 86_400_000);
    }
    // Their view history stops on the day they did.
    const [latest] = await queryRows<{ day: string }>(
      database.db,
      sql`
      SELECT max(v.day)::text AS day FROM ad_views v JOIN ads a ON a.id = v.ad_id WHERE a.status = 'expired'`,
    );
    expect(latest!.day < new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  });

  it('writes a view history that adds up to every ad view count, within the last 30 days', async () => {
    const rows = await queryRows<{ views: number; history: number; oldest: string | null }>(
      database.db,
      sql`
      SELECT a.views, count(v.*)::int AS history, min(v.day)::text AS oldest
      FROM ads a LEFT JOIN ad_views v ON v.ad_id = a.id GROUP BY a.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const row of rows) expect(row.history).toBe(row.views);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(rows.every((r) => r.oldest! >= monthAgo)).toBe(true);
  });

  it('creates the sellers with lowercased emails and some verified phones', async () => {
    const sellers = await database.db.select().from(users).where(inArray(users.email, DEMO_EMAILS));
    expect(sellers).toHaveLength(DEMO_SELLERS.length);
    expect(sellers.filter((s) => s.phoneVerifiedAt).length).toBe(DEMO_SELLERS.filter((s) => s.isPhoneVerified).length);
    expect(sellers.every((s) => s.bio && s.locationId)).toBe(true);
  });

  it('gives every ad at least one image whose variant files exist and are WebP', async () => {
    const [rows, images] = await Promise.all([allAds(), allImages()]);
    for (const ad of rows) {
      const own = images.filter((image) => image.adId === ad.id);
      expect(own.length, ad.title).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.every((image) => image.ownerId === ad.ownerId)).toBe(true);
    }
    for (const image of images) {
      // Landscape photos, and a phone or tablet photographed upright first.
      expect([`${image.width}x${image.height}`]).toContainEqual(expect.stringMatching(/^(1200x900|900x1200)$/));
      expect(Object.keys(image.variants).sort()).toEqual(['320', '800']);
      for (const key of Object.values(image.variants)) expect(await isWebpFile(key), key).toBe(true);
    }
  });

  it('shows a phone upright in its first photo, as a seller would photograph it', async () => {
    const [rows, images] = await Promise.all([allAds(), allImages()]);
    const phone = rows.find((ad) => ad.title.startsWith('iPhone 13'))!;
    const photos = images.filter((image) => image.adId === phone.id).sort((a, b) => a.position - b.position);
    expect(photos[0]).toMatchObject({ width: 900, height: 1200 });
    expect(photos.slice(1).every((image) => image.width === 1200)).toBe(true);
  });

  it('skips when ads already exist and force is not given', async () => {
    const before = await allAds();
    expect(await seedDemoData(database.db, store)).toEqual({ ads: 0, skipped: true });
    expect(await allAds()).toHaveLength(before.length);
  });

  it('re-creates with force: no duplicates, old files gone, other users untouched', async () => {
    const [owner] = await database.db
      .insert(users)
      .values({ email: 'real.user@gmail.com', displayName: 'Real User', handle: 'real-user' })
      .returning();
    const [kept] = await database.db
      .insert(ads)
      .values({
        ownerId: owner!.id,
        title: 'My own cycle for sale',
        description: 'Not demo data.',
        categoryKey: 'vehicles',
        locationId: 'ecil',
        contactName: 'Real User',
        status: 'active',
      })
      .returning();
    const oldImages = await allImages();
    const oldViews = new Map((await allAds()).map((ad) => [ad.title, ad.views]));

    expect(await seedDemoData(database.db, store, { force: true })).toEqual({ ads: DEMO_ADS.length, skipped: false });

    const rows = await allAds();
    expect(rows).toHaveLength(DEMO_ADS.length + 1);
    expect(new Set(rows.map((ad) => ad.title)).size).toBe(rows.length);
    expect(rows.find((ad) => ad.id === kept!.id)?.title).toBe('My own cycle for sale');
    // The same seeded generator gives the same numbers on every run.
    for (const ad of rows) if (oldViews.has(ad.title) && ad.id !== kept!.id) expect(ad.views).toBe(oldViews.get(ad.title));

    const images = await allImages();
    expect(images.some((image) => oldImages.some((old) => old.id === image.id))).toBe(false);
    for (const old of oldImages) {
      for (const key of Object.values(old.variants)) await expect(fs.stat(path.join(mediaDir, key))).rejects.toThrow();
    }
    const sellers = await database.db.select().from(users).where(inArray(users.email, DEMO_EMAILS));
    expect(sellers).toHaveLength(DEMO_SELLERS.length);
    expect(await database.db.select().from(users).where(eq(users.id, owner!.id))).toHaveLength(1);
  }, 120_000);
});
