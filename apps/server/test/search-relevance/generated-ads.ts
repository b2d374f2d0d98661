import type { CategoryKey, LocationId, PriceType } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../../src/db/client.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { makeAdText } from '../../../../bench/lib/ad-text.ts';
import { createRandom, type Random } from '../../../../bench/lib/random.ts';
import { CATEGORY_WEIGHTS, LOCATION_WEIGHTS, PLAN_DAYS, STATUS_WEIGHTS } from '../../../../bench/lib/shares.ts';

/**
 * The generated set of the relevance and bad-input tests: ads like bench:generate's (bench/lib/ad-text.ts makes
 * the text; categories, places, statuses and plans in its proportions), loaded by multi-row INSERTs so PGlite can
 * take them too, with the lexicon's trigger off and the lexicon rebuilt once at the end, as bench:generate does.
 */
export const GENERATED_AD_COUNT = 100_000;
export const GENERATED_SEED = 18;
const OWNER_COUNT = 500;
/** Ads per INSERT, sent as one JSON parameter (about a megabyte). */
const BATCH = 2_000;
const DAY = 86_400_000;

const PLAN_WEIGHTS = [
  [1, 90],
  [2, 8],
  [3, 2],
] as const;

/** An ad placed among the generated ones because a case needs it first: its plan and age decide its place among equals. */
export type PlantedAd = {
  title: string;
  description: string;
  categoryKey: CategoryKey;
  subcategory: string;
  locationId: LocationId;
  price: number | null;
  priceType: PriceType;
  /** 1 basic, 2 premium, 3 featured. */
  planId: 1 | 2 | 3;
  /** Published this many hours before the load. */
  hoursAgo: number;
};

type AdRecord = Record<string, string | number | boolean | string[] | null>;

const COLUMNS = [
  'owner_id',
  'title',
  'description',
  'category_key',
  'subcategory',
  'location_id',
  'price',
  'price_type',
  'features',
  'amenities',
  'contact_name',
  'contact_phone',
  'status',
  'plan_id',
  'is_premium',
  'is_featured',
  'views',
  'published_at',
  'expires_at',
  'created_at',
  'updated_at',
] as const;

function generatedAd(r: Random, owners: string[], now: number): AdRecord {
  const category = r.weighted(CATEGORY_WEIGHTS);
  const location = r.weighted(LOCATION_WEIGHTS);
  const text = makeAdText(r, category, location);
  const status = r.weighted(STATUS_WEIGHTS);
  const planId = status === 'draft' ? null : r.weighted(PLAN_WEIGHTS);
  const days = PLAN_DAYS[planId ?? 1]!;
  // Live ads well inside their run, so none ends while the tests read them.
  const ageDays = status === 'active' ? r.next() * (days - 1) : days + r.next() * 200;
  const publishedAt = status === 'draft' ? null : new Date(now - ageDays * DAY);
  return {
    owner_id: r.pick(owners),
    title: text.title,
    description: text.description,
    category_key: category,
    subcategory: text.subcategory,
    location_id: location,
    price: text.price,
    price_type: text.priceType,
    features: text.features,
    amenities: text.amenities,
    contact_name: 'Generated seller',
    contact_phone: '9876543210',
    status,
    plan_id: planId,
    is_premium: planId !== null && planId > 1,
    is_featured: planId === 3,
    views: r.int(0, 400),
    published_at: publishedAt?.toISOString() ?? null,
    expires_at: publishedAt ? new Date(publishedAt.getTime() + days * DAY).toISOString() : null,
    created_at: new Date(now - (ageDays + 1) * DAY).toISOString(),
    updated_at: (publishedAt ?? new Date(now)).toISOString(),
  };
}

function plantedAd(ad: PlantedAd, owner: string, now: number): AdRecord {
  const publishedAt = new Date(now - ad.hoursAgo * 3_600_000);
  return {
    owner_id: owner,
    title: ad.title,
    description: ad.description,
    category_key: ad.categoryKey,
    subcategory: ad.subcategory,
    location_id: ad.locationId,
    price: ad.price,
    price_type: ad.priceType,
    features: [],
    amenities: [],
    contact_name: 'Planted seller',
    contact_phone: '9876543210',
    status: 'active',
    plan_id: ad.planId,
    is_premium: ad.planId > 1,
    is_featured: ad.planId === 3,
    views: 10,
    published_at: publishedAt.toISOString(),
    expires_at: new Date(publishedAt.getTime() + PLAN_DAYS[ad.planId]! * DAY).toISOString(),
    created_at: publishedAt.toISOString(),
    updated_at: publishedAt.toISOString(),
  };
}

async function insertAds(db: Db, records: AdRecord[]): Promise<void> {
  const columns = sql.raw(COLUMNS.join(', '));
  await db.execute(
    sql`INSERT INTO ads (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::ads, ${JSON.stringify(records)}::json)`,
  );
}

/** The ads table's secondary indexes, dropped for the load and built again after it (much faster, above all on PGlite). */
async function dropIndexes(db: Db): Promise<string[]> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.tablename = 'ads' AND NOT x.indisprimary AND NOT x.indisunique`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`DROP INDEX "${name}"`));
  return indexes.map((index) => index.definition);
}

/**
 * Fills an empty database with `count` generated ads (the same ones for the same seed and `now`, ids 1..count in
 * order), then the planted ads, and builds the search lexicon. Returns the planted ads' ids by title.
 */
export async function loadGeneratedAds(
  db: Db,
  {
    count = GENERATED_AD_COUNT,
    seed = GENERATED_SEED,
    now,
    planted = [],
  }: { count?: number; seed?: number; now: number; planted?: PlantedAd[] },
): Promise<Map<string, number>> {
  const r = createRandom(seed);
  const owners = Array.from({ length: OWNER_COUNT }, () => r.uuid());
  await db.execute(
    sql`INSERT INTO users (id, email, display_name, handle)
      SELECT id::uuid, 'generated-' || n || '@example.com', 'Generated seller ' || n, 'generated-seller-' || n
      FROM json_array_elements_text(${JSON.stringify(owners)}::json) WITH ORDINALITY AS o(id, n)`,
  );
  // The lexicon is built once after the load, as bench:generate does, not ad by ad.
  await db.execute(sql`ALTER TABLE ads DISABLE TRIGGER ads_search_words`);
  const indexes = await dropIndexes(db);
  try {
    for (let done = 0; done < count; done += BATCH) {
      await insertAds(
        db,
        Array.from({ length: Math.min(BATCH, count - done) }, () => generatedAd(r, owners, now)),
      );
    }
    if (planted.length > 0)
      await insertAds(
        db,
        planted.map((ad, i) => plantedAd(ad, owners[i % owners.length]!, now)),
      );
  } finally {
    for (const definition of indexes) await db.execute(sql.raw(definition));
    await db.execute(sql`SELECT search_words_rebuild()`);
    await db.execute(sql`ALTER TABLE ads ENABLE TRIGGER ads_search_words`);
  }
  // Statistics for the planner, which PGlite never gathers by itself.
  await db.execute(sql`ANALYZE ads`);
  await db.execute(sql`ANALYZE search_words`);
  const rows = await queryRows<{ id: number; title: string }>(
    db,
    sql`SELECT id, title FROM ads WHERE title IN (SELECT json_array_elements_text(${JSON.stringify(planted.map((ad) => ad.title))}::json))`,
  );
  return new Map(rows.map((row) => [row.title, row.id]));
}

/** Loads the set into a test app's database; on PostgreSQL through a connection without the app's 8 s statement limit. */
export async function loadGeneratedSet(t: TestApp, options: Parameters<typeof loadGeneratedAds>[1]): Promise<Map<string, number>> {
  if (!t.databaseUrl) return loadGeneratedAds(t.database.db, options);
  const loader = await openDatabase({ databaseUrl: t.databaseUrl, queryTimeoutMs: 600_000 });
  try {
    return await loadGeneratedAds(loader.db, options);
  } finally {
    await loader.close();
  }
}
