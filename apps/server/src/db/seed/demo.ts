import { CATEGORIES, DEFAULT_PLANS, handleFromName, LOCATIONS, type CategoryKey } from '@mohalla/shared';
import { inArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { processImage } from '../../media/image-pipeline.ts';
import { storeProcessedImage, type MediaStore, type StoredImage } from '../../media/media-store.ts';
import { kolkataDay } from '../../lib/kolkata-day.ts';
import type { Db } from '../client.ts';
import { adImages, ads, paymentPlans, payments, users } from '../schema.ts';
import { DEMO_ADS, DEMO_SELLERS, type DemoAd } from './demo-ads.ts';

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
      const jpeg = await sharp(Buffer.from(demoArtwork(job.plan.ad, job.imageIndex, job.plan.imageCount)))
        .jpeg({ quality: 85 })
        .toBuffer();
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

const PALETTES: Record<CategoryKey, [string, string]> = {
  'real-estate': ['#0f766e', '#5eead4'],
  jobs: ['#1e3a8a', '#60a5fa'],
  electronics: ['#5b21b6', '#c4b5fd'],
  education: ['#b45309', '#fcd34d'],
  services: ['#9d174d', '#f9a8d4'],
  vehicles: ['#991b1b', '#fdba74'],
};

/** A 1200x900 placeholder photo: category colours, a shape pattern per image index and the ad's short title. */
export function demoArtwork(ad: DemoAd, imageIndex: number, imageCount: number): string {
  const [dark, light] = PALETTES[ad.categoryKey];
  const category = CATEGORIES.find((c) => c.id === ad.categoryKey)?.name ?? '';
  const location = LOCATIONS.find((l) => l.id === ad.locationId)?.name ?? '';
  const lines = wrap(ad.title.split(/,| - | \(/)[0]!.trim(), 20, 3);
  // Bold DejaVu glyphs average ~0.62 em: shrink long lines to fit the 1020 px panel.
  const size = Math.min(lines.length > 2 ? 68 : 80, Math.floor(1000 / (0.62 * Math.max(...lines.map((l) => l.length)))));
  const top = 450 - ((lines.length - 1) * size * 1.15) / 2;
  const direction = [
    ['0', '0', '1', '1'],
    ['0', '1', '1', '0'],
    ['1', '0', '0', '1'],
  ][imageIndex % 3]!;
  const shapes = [
    `<circle cx="1010" cy="170" r="260" fill="#fff" fill-opacity="0.14"/><circle cx="140" cy="820" r="190" fill="#fff" fill-opacity="0.1"/>`,
    `<polygon points="0,660 1200,300 1200,470 0,830" fill="#fff" fill-opacity="0.12"/><polygon points="0,120 700,0 900,0 0,260" fill="#fff" fill-opacity="0.1"/>`,
    `<rect x="820" y="520" width="320" height="320" rx="48" transform="rotate(18 980 680)" fill="#fff" fill-opacity="0.13"/><rect x="60" y="60" width="220" height="220" rx="36" transform="rotate(-12 170 170)" fill="#fff" fill-opacity="0.1"/>`,
  ][imageIndex % 3];
  const text = lines
    .map(
      (line, i) =>
        `<text x="600" y="${Math.round(top + i * size * 1.15)}" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<defs><linearGradient id="g" x1="${direction[0]}" y1="${direction[1]}" x2="${direction[2]}" y2="${direction[3]}"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#g)"/>${shapes}
<rect x="90" y="${Math.round(top - size * 0.85)}" width="1020" height="${Math.round((lines.length - 1) * size * 1.15 + size * 1.7)}" rx="36" fill="#000" fill-opacity="0.16"/>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">${text}
<text x="600" y="790" font-size="36" text-anchor="middle" fill-opacity="0.92">${escapeXml(`${category} · ${location}`)}</text>
<text x="1150" y="70" font-size="28" text-anchor="end" fill-opacity="0.85">${imageIndex + 1} / ${imageCount}</text>
<text x="50" y="870" font-size="24" fill-opacity="0.75">Demo listing · Mohalla Ads</text></g></svg>`;
}

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
