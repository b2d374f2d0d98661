import { DEFAULT_PLANS, handleFromName } from '@mohalla/shared';
import { inArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { processImage } from '../../media/image-pipeline.ts';
import { storeProcessedImage, type MediaStore, type StoredImage } from '../../media/media-store.ts';
import { kolkataDay } from '../../lib/kolkata-day.ts';
import type { Db } from '../client.ts';
import { adImages, ads, paymentPlans, payments, users } from '../schema.ts';
import { DEMO_ADS, DEMO_SELLERS, type DemoAd } from './demo-ads.ts';
import { demoScene } from './demo-scenes.ts';

export type SeedDemoOptions = { force?: boolean; now?: Date };
export type SeedDemoResult = { ads: number; skipped: boolean };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PlannedAd = { ad: DemoAd; planId: number; publishedAt: Date; expiresAt: Date; views: number; imageCount: number };

const DAY_MS = 86_400_000;
/** sharp already uses every core per image; two images at a time keeps both cores busy without thrashing. */
const IMAGE_CONCURRENCY = 2;
/** Serialises concurrent seeders (two instances starting at once) on PostgreSQL. */
const SEED_LOCK_KEY = 7_130_020_501;
const DEMO_EMAILS = DEMO_SELLERS.map((s) => s.email.toLowerCase());

/**
 * Seeds the demo sellers and their ads with generated photos. Skips when any ad exists, unless forced;
 * forcing replaces only the demo sellers' ads (identified by their example.com emails) and their files.
 */
export async function seedDemoData(db: Db, store: MediaStore, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const force = options.force ?? false;
  if (!force && (await hasAnyAd(db))) return { ads: 0, skipped: true };
  const now = options.now ?? new Date();
  const durations = await planDurations(db);
  const planned = DEMO_ADS.map((ad) => planAd(ad, now, durations));
  const images = await generateImages(planned, store);
  const newKeys = images.flat().flatMap((image) => Object.values(image.variants));

  let oldKeys: string[] = [];
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!force && (await hasAnyAd(tx))) return false;
      if (force) oldKeys = await deleteDemoAds(tx);
      const sellerIds = await upsertSellers(tx, now);
      for (const [index, plan] of planned.entries()) {
        const adId = await insertAd(tx, plan, sellerIds);
        const ownerId = sellerIds.get(plan.ad.seller);
        const rows = (images[index] ?? []).map((image, position) => ({
          id: image.id,
          adId,
          ownerId,
          position,
          variants: image.variants,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          createdAt: plan.publishedAt,
        }));
        await tx.insert(adImages).values(rows);
        await insertViewHistory(tx, adId, plan, now);
      }
      return true;
    });
    if (!seeded) {
      await deleteKeys(store, newKeys);
      return { ads: 0, skipped: true };
    }
  } catch (error) {
    await deleteKeys(store, newKeys);
    throw error;
  }
  // Old files go only after the new rows are committed, so a failed re-seed leaves the old demo intact.
  await deleteKeys(store, oldKeys);
  return { ads: planned.length, skipped: false };
}

/**
 * One ad_views row per demo view, spread over the days the ad was live within the chart's last 30 days, so a
 * demo seller's dashboard chart adds up to the view counts on their ads instead of showing totals beside an
 * empty chart. Days are counted back from today: an expired ad's views stop on the day it expired.
 */
async function insertViewHistory(tx: Tx, adId: number, plan: PlannedAd, now: Date): Promise<void> {
  const daysAgo = (date: Date) => Math.max(0, Math.ceil((now.getTime() - date.getTime()) / DAY_MS));
  const last = daysAgo(plan.expiresAt);
  const first = Math.min(29, Math.max(last, daysAgo(plan.publishedAt) - 1));
  const days = first - last + 1;
  const perDay = Math.floor(plan.views / days);
  const extraOnLastDay = plan.views - perDay * days;
  await tx.execute(sql`
    INSERT INTO ad_views (ad_id, viewer_key, day)
    SELECT ${adId}::int, 'demo-' || d || '-' || i, (${kolkataDay(now)}::date - d)
    FROM generate_series(${last}::int, ${first}::int) AS d,
      LATERAL generate_series(1, CASE WHEN d = ${last}::int THEN ${perDay + extraOnLastDay}::int ELSE ${perDay}::int END) AS i`);
}

async function hasAnyAd(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: ads.id }).from(ads).limit(1);
  return rows.length > 0;
}

async function planDurations(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: paymentPlans.id, days: paymentPlans.durationDays }).from(paymentPlans);
  const durations = new Map<number, number>(DEFAULT_PLANS.map((p) => [p.id, p.durationDays]));
  for (const row of rows) durations.set(row.id, row.days);
  return durations;
}

/** Each ad has its own generator seeded by its (unique) title, so adding or editing one ad leaves the rest unchanged. */
function planAd(ad: DemoAd, now: Date, durations: Map<number, number>): PlannedAd {
  const random = mulberry32(hashString(ad.title));
  const planId = ad.planId ?? 1;
  const planDays = durations.get(planId) ?? 30;
  // Live ones within the last ~25 days, so even a 30-day basic ad is still live; expired ones a plan ago.
  const ageDays = ad.expiredDaysAgo === undefined ? 0.2 + random() * 24.5 : planDays + ad.expiredDaysAgo;
  const liveDays = Math.min(ageDays, planDays, 30);
  const perDay = planId === 3 ? 40 : planId === 2 ? 18 : 6;
  const views = Math.round(liveDays * perDay * (0.6 + random() * 0.8)) + 3;
  const imageCount = planId === 3 ? 3 : 1 + Math.floor(random() * 3);
  const publishedAt = new Date(now.getTime() - ageDays * DAY_MS);
  return { ad, planId, publishedAt, expiresAt: new Date(publishedAt.getTime() + planDays * DAY_MS), views, imageCount };
}

async function generateImages(planned: PlannedAd[], store: MediaStore): Promise<StoredImage[][]> {
  const jobs = planned.flatMap((plan, adIndex) =>
    Array.from({ length: plan.imageCount }, (_, imageIndex) => ({ plan, adIndex, imageIndex })),
  );
  const results: StoredImage[][] = planned.map(() => []);
  const stored: StoredImage[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < jobs.length) {
      const job = jobs[next++]!;
      // Every photo of an ad in the same colours: one thing, photographed a few times.
      const scene = demoScene(job.plan.ad, job.imageIndex, mulberry32(hashString(`${job.plan.ad.title} photos`)));
      const jpeg = await sharp(Buffer.from(scene.svg)).jpeg({ quality: 85 }).toBuffer();
      const image = await storeProcessedImage(store, await processImage(jpeg));
      stored.push(image);
      results[job.adIndex]![job.imageIndex] = image;
    }
  };
  const outcomes = await Promise.allSettled(
    Array.from({ length: IMAGE_CONCURRENCY }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) {
    await deleteKeys(
      store,
      stored.flatMap((image) => Object.values(image.variants)),
    );
    throw failure.reason;
  }
  return results;
}

async function deleteDemoAds(tx: Tx): Promise<string[]> {
  const sellers = await tx.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_EMAILS));
  if (sellers.length === 0) return [];
  const sellerIds = sellers.map((s) => s.id);
  const demoAdIds = tx.select({ id: ads.id }).from(ads).where(inArray(ads.ownerId, sellerIds));
  const removed = await tx
    .delete(adImages)
    .where(or(inArray(adImages.ownerId, sellerIds), inArray(adImages.adId, demoAdIds)))
    .returning({ variants: adImages.variants });
  // Payments do not cascade; demo sellers cannot sign in, so these can only be leftovers of earlier seeds.
  await tx.delete(payments).where(inArray(payments.adId, demoAdIds));
  await tx.delete(ads).where(inArray(ads.ownerId, sellerIds));
  return removed.flatMap((row) => Object.values(row.variants));
}

async function upsertSellers(tx: Tx, now: Date): Promise<Map<string, string>> {
  const rows = await tx
    .insert(users)
    .values(
      DEMO_SELLERS.map((seller, index) => {
        const createdAt = new Date(now.getTime() - (95 + index * 11) * DAY_MS);
        return {
          email: seller.email.toLowerCase(),
          displayName: seller.displayName,
          handle: handleFromName(seller.displayName),
          phone: seller.phone,
          locationId: seller.locationId,
          bio: seller.bio,
          createdAt,
          phoneVerifiedAt: seller.isPhoneVerified ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
        };
      }),
    )
    .onConflictDoUpdate({
      target: users.email,
      set: {
        displayName: sql`excluded.display_name`,
        phone: sql`excluded.phone`,
        phoneVerifiedAt: sql`excluded.phone_verified_at`,
        locationId: sql`excluded.location_id`,
        bio: sql`excluded.bio`,
      },
    })
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
  return new Map(DEMO_SELLERS.map((s) => [s.key, idByEmail.get(s.email.toLowerCase())!]));
}

async function insertAd(tx: Tx, plan: PlannedAd, sellerIds: Map<string, string>): Promise<number> {
  const { ad, planId, publishedAt, expiresAt } = plan;
  const seller = DEMO_SELLERS.find((s) => s.key === ad.seller);
  const ownerId = sellerIds.get(ad.seller);
  if (!seller || !ownerId) throw new Error(`Demo ad "${ad.title}" names unknown seller "${ad.seller}"`);
  const [row] = await tx
    .insert(ads)
    .values({
      ownerId,
      title: ad.title,
      description: ad.description,
      categoryKey: ad.categoryKey,
      subcategory: ad.subcategory,
      locationId: ad.locationId,
      price: ad.priceType === 'free' ? null : ad.price,
      priceType: ad.priceType,
      features: ad.features ?? [],
      amenities: ad.amenities ?? [],
      contactName: seller.displayName,
      contactPhone: seller.phone,
      contactWhatsapp: seller.phone,
      contactEmail: seller.email.toLowerCase(),
      status: ad.expiredDaysAgo === undefined ? 'active' : 'expired',
      planId,
      isPremium: planId >= 2,
      isFeatured: planId === 3,
      views: plan.views,
      publishedAt,
      expiresAt,
      // The draft is saved a little before payment publishes it.
      createdAt: new Date(publishedAt.getTime() - 20 * 60_000),
      updatedAt: publishedAt,
    })
    .returning({ id: ads.id });
  return row!.id;
}

async function deleteKeys(store: MediaStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Small seeded PRNG: the same demo data on every install. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
