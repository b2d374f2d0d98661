import { EXPIRY_REMINDER_DAYS } from '../apps/server/src/sweeps/payment-tasks.ts';
import { makeAdText } from './lib/ad-text.ts';
import { benchDatabaseName, DEFAULT_BENCH_URL, readArgs } from './lib/args.ts';
import { dropSecondaryIndexes, restoreIndexes } from './lib/indexes.ts';
import { openLoader, type Loader } from './lib/loader.ts';
import { createRandom, type Random } from './lib/random.ts';
import { CATEGORY_WEIGHTS, LOCATION_WEIGHTS, PLAN_DAYS, STATUS_WEIGHTS } from './lib/shares.ts';

/**
 * `npm run bench:generate -- --ads 1000000`: empties the bench database and fills it with N ads, their owners,
 * images, favourites and recent views, through COPY. Deterministic for a given --seed. With `--data-dir DIR`, the
 * same ads into PGlite (the embedded default) in DIR, by batched INSERTs.
 */
const args = readArgs(
  { ads: '1000000', seed: '42', 'database-url': process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL, 'data-dir': '' },
  'npm run bench:generate -- [--ads 1000000] [--seed 42] [--database-url postgres://.../bench | --data-dir /tmp/pglite-bench]',
);
const AD_COUNT = Number(args.ads);
if (!Number.isInteger(AD_COUNT) || AD_COUNT < 1) throw new Error('--ads must be a positive whole number');
const url = args['database-url'];
const dataDir = args['data-dir'];
if (!dataDir) benchDatabaseName(url);
const DAY = 86_400_000;
const now = Date.now();
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

const VIEWS_PER_DAY: Record<number, number> = { 1: 3, 2: 10, 3: 25 };
/**
 * An active ad that ends within the reminder's days was reminded already, as on a site whose sweep has been running:
 * otherwise the server's first hours on a new database mark ~76,000 ads of a million, 1,000 every ten minutes (~1 s
 * of the database's time each), inside whatever is being measured.
 */
const remindedAt = (status: string, expiresAt: Date | null) =>
  status === 'active' && expiresAt && expiresAt.getTime() <= now + EXPIRY_REMINDER_DAYS * DAY
    ? new Date(expiresAt.getTime() - EXPIRY_REMINDER_DAYS * DAY)
    : null;
const FIRST = [
  'Ravi',
  'Lakshmi',
  'Srinivas',
  'Ayesha',
  'Venkatesh',
  'Priya',
  'Irfan',
  'Sravani',
  'Naresh',
  'Kavitha',
  'Suresh',
  'Anjali',
  'Mahesh',
  'Divya',
  'Rahul',
  'Swathi',
  'Kiran',
  'Fatima',
  'Arjun',
  'Padma',
  'Sai',
  'Harika',
  'Ramesh',
  'Bhavani',
];
const LAST = [
  'Goud',
  'Reddy',
  'Rao',
  'Fatima',
  'Yadav',
  'Sharma',
  'Khan',
  'Kondapalli',
  'Thota',
  'Nair',
  'Naidu',
  'Chowdary',
  'Varma',
  'Patel',
];

type Owner = { id: string; name: string; email: string; phone: string };

const gaussian = (r: Random) => Math.sqrt(-2 * Math.log(1 - r.next())) * Math.cos(2 * Math.PI * r.next());

async function loadUsers(loader: Loader, r: Random, count: number): Promise<Owner[]> {
  const copy = await loader.open('users', [
    'id',
    'email',
    'display_name',
    'handle',
    'phone',
    'phone_verified_at',
    'location_id',
    'created_at',
  ]);
  const owners: Owner[] = [];
  for (let i = 0; i < count; i++) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const owner = {
      id: r.uuid(),
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      phone: `${r.int(6, 9)}${String(r.int(0, 999_999_999)).padStart(9, '0')}`,
    };
    const createdAt = new Date(now - r.next() * 730 * DAY);
    await copy.row([
      owner.id,
      owner.email,
      owner.name,
      `${first}-${last}-${i}`.toLowerCase(),
      owner.phone,
      r.chance(0.6) ? new Date(createdAt.getTime() + DAY) : null,
      r.weighted(LOCATION_WEIGHTS),
      createdAt,
    ]);
    owners.push(owner);
  }
  await copy.end();
  return owners;
}

async function loadAds(loader: Loader, r: Random, owners: Owner[]): Promise<Record<string, number>> {
  const adsCopy = await loader.open('ads', [
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
    'contact_whatsapp',
    'contact_email',
    'status',
    'plan_id',
    'is_premium',
    'is_featured',
    'views',
    'favorites_count',
    'published_at',
    'expires_at',
    'expiry_reminded_at',
    'created_at',
    'updated_at',
  ]);
  const imagesCopy = await loader.open('ad_images', [
    'id',
    'ad_id',
    'owner_id',
    'position',
    'variants',
    'width',
    'height',
    'bytes',
    'created_at',
  ]);
  const favouritesCopy = await loader.open('favorites', ['user_id', 'ad_id', 'created_at']);
  const viewsCopy = await loader.open('ad_views', ['ad_id', 'viewer_key', 'day']);

  for (let id = 1; id <= AD_COUNT; id++) {
    // A few busy sellers (dealers, agents) and a long tail of people with one or two ads.
    const owner = owners[Math.floor(owners.length * r.next() ** 1.5)]!;
    const category = r.weighted(CATEGORY_WEIGHTS);
    const location = r.weighted(LOCATION_WEIGHTS);
    const text = makeAdText(r, category, location);
    const status = r.weighted(STATUS_WEIGHTS);
    const planId =
      status === 'draft'
        ? null
        : r.weighted([
            [1, 90],
            [2, 8],
            [3, 2],
          ] as const);
    const days = PLAN_DAYS[planId ?? 1]!;
    const ageDays = status === 'active' ? r.next() * (days - 0.1) : status === 'expired' ? days + r.next() * 200 : r.next() * 200;
    const publishedAt = status === 'draft' ? null : new Date(now - ageDays * DAY);
    const createdAt = new Date((publishedAt?.getTime() ?? now - r.next() * 60 * DAY) - r.next() * 2 * 3_600_000);
    const expiresAt = publishedAt && new Date(publishedAt.getTime() + days * DAY);
    const views = publishedAt ? Math.round(ageDays * VIEWS_PER_DAY[planId ?? 1]! * Math.exp(0.8 * gaussian(r))) : 0;
    // No more fans than there are people (a small N has only a hundred owners).
    const favouriteCount = Math.min(Math.floor(views * r.next() * 0.03), 200, owners.length);
    await adsCopy.row([
      owner.id,
      text.title,
      text.description,
      category,
      text.subcategory,
      location,
      text.price,
      text.priceType,
      text.features,
      text.amenities,
      owner.name,
      owner.phone,
      r.chance(0.7) ? owner.phone : null,
      r.chance(0.5) ? owner.email : null,
      status,
      planId,
      planId !== null && planId > 1,
      planId === 3,
      views,
      0,
      publishedAt,
      expiresAt,
      remindedAt(status, expiresAt),
      createdAt,
      publishedAt ?? createdAt,
    ]);

    const imageCount = r.weighted([
      [0, 10],
      [1, 35],
      [2, 30],
      [3, 25],
    ] as const);
    for (let position = 0; position < imageCount; position++) {
      const imageId = r.uuid();
      const key = `${imageId.slice(0, 2)}/${imageId}`;
      await imagesCopy.row([
        imageId,
        id,
        owner.id,
        position,
        { 320: `${key}/320.webp`, 800: `${key}/800.webp`, 1600: `${key}/1600.webp` },
        1600,
        1200,
        r.int(40_000, 300_000),
        createdAt,
      ]);
    }
    const fans = new Set<string>();
    while (fans.size < favouriteCount) fans.add(owners[Math.floor(r.next() * owners.length)]!.id);
    for (const userId of fans) await favouritesCopy.row([userId, id, new Date(now - r.next() * ageDays * DAY)]);
    if (status === 'active') {
      for (let v = Math.min(views, r.int(0, 2)); v > 0; v--) {
        await viewsCopy.row([
          id,
          `v:${r.uuid().replace(/-/g, '').slice(0, 22)}`,
          new Date(now - r.int(0, 2) * DAY).toISOString().slice(0, 10),
        ]);
      }
    }
    if (id % 100_000 === 0) log(`  ${id.toLocaleString('en-US')} ads generated`);
  }
  await Promise.all([adsCopy.end(), imagesCopy.end(), favouritesCopy.end(), viewsCopy.end()]);
  // favorites_count is kept by the app; set it from the rows just loaded so the two always agree.
  await loader.query(
    `UPDATE ads a SET favorites_count = f.n FROM (SELECT ad_id, count(*)::int AS n FROM favorites GROUP BY ad_id) f WHERE f.ad_id = a.id`,
  );
  return { ads: adsCopy.rows, ad_images: imagesCopy.rows, favorites: favouritesCopy.rows, ad_views: viewsCopy.rows };
}

async function main(): Promise<void> {
  const loader = await openLoader(dataDir ? { dataDir } : { databaseUrl: url }, log);
  try {
    await load(loader);
  } finally {
    await loader.close();
  }
}

async function load(loader: Loader): Promise<void> {
  const r = createRandom(Number(args.seed));
  await restoreIndexes(loader, log); // a previous run that died half-way
  await loader.query('TRUNCATE users, ads, ad_images, favorites, ad_views, payments, sessions RESTART IDENTITY CASCADE');
  // The search lexicon is built once after the load, not ad by ad (its trigger would cost a minute per 100,000 ads).
  await loader.query('ALTER TABLE ads DISABLE TRIGGER ads_search_words');
  log(
    `emptied; dropped ${await dropSecondaryIndexes(loader, ['ads', 'ad_images', 'favorites', 'ad_views'])} secondary indexes for the load`,
  );

  const owners = await loadUsers(loader, r, Math.max(100, Math.round(AD_COUNT / 20)));
  log(`${owners.length.toLocaleString('en-US')} users loaded`);
  const counts = await loadAds(loader, r, owners);
  const ids = await loader.query<{ min: number; max: number; n: number }>(
    'SELECT min(id) AS min, max(id) AS max, count(*)::int AS n FROM ads',
  );
  // Images, favourites and views were written with ids 1..N, as the identity column hands them out after the restart.
  if (Number(ids.rows[0]!.min) !== 1 || Number(ids.rows[0]!.max) !== AD_COUNT)
    throw new Error(`ad ids are not 1..${AD_COUNT}: ${JSON.stringify(ids.rows[0])}`);
  log(
    `loaded ${Object.entries(counts)
      .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
  );

  log('rebuilding indexes');
  await restoreIndexes(loader, log);
  const lexicon = performance.now();
  await loader.query('SELECT search_words_rebuild()');
  await loader.query('ALTER TABLE ads ENABLE TRIGGER ads_search_words');
  log(`  search lexicon: ${((performance.now() - lexicon) / 1000).toFixed(1)} s`);
  log('vacuum analyze');
  for (const table of ['users', 'ads', 'ad_images', 'favorites', 'ad_views', 'search_words'])
    await loader.query(`VACUUM (ANALYZE) ${table}`);
  const { rows } = await loader.query<{ size: string; live: number }>(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS size,
       (SELECT count(*)::int FROM ads WHERE status = 'active' AND expires_at > now()) AS live`,
  );
  log(`done: ${AD_COUNT.toLocaleString('en-US')} ads (${rows[0]!.live.toLocaleString('en-US')} live), database size ${rows[0]!.size}`);
}

main().catch((error: unknown) => {
  console.error('bench:generate failed:', error);
  process.exit(1);
});
