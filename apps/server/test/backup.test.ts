import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup, restoreBackup, type BackupTarget } from '../src/db/backup/backup.ts';
import { openDatabase, pgliteDirOf, queryRows, type Db } from '../src/db/client.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { DB_KINDS } from './helpers/test-app.ts';

type Counts = { ads: number; images: number; favorites: number; payments: number; users: number };

async function counts(db: Db): Promise<Counts> {
  const [row] = await queryRows<Record<keyof Counts, string>>(
    db,
    sql`select
    (select count(*) from ads) as ads, (select count(*) from ad_images) as images, (select count(*) from favorites) as favorites,
    (select count(*) from payments) as payments, (select count(*) from users) as users`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as Counts;
}

/** A favourite and a completed payment, so every kind of row the product must never lose is present. */
async function addFavoriteAndPayment(db: Db) {
  await db.execute(sql`insert into favorites (user_id, ad_id) select u.id, a.id from users u, ads a where a.owner_id <> u.id limit 3`);
  await db.execute(sql`insert into payments (merchant_order_id, ad_id, user_id, plan_id, amount_paise, state)
    select 'MO-backup-' || a.id, a.id, a.owner_id, 1, 50000, 'COMPLETED' from ads a limit 2`);
}

async function imageKeys(db: Db): Promise<string[]> {
  const rows = await queryRows<{ variants: Record<string, string> }>(db, sql`select variants from ad_images`);
  return rows.flatMap((r) => Object.values(r.variants));
}

async function serverDatabase() {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const exec = async (query: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await exec(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    wipe: async () => {
      await exec(`DROP DATABASE ${name} WITH (FORCE)`);
      await exec(`CREATE DATABASE ${name}`);
    },
    drop: () => exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.each(DB_KINDS)('backup and restore on %s', (kind) => {
  it('backs up, wipes, restores and finds every ad, image, favourite and payment again', { timeout: 180_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-backup-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = kind === 'postgres' ? await serverDatabase() : undefined;
    if (server) cleanups.push(server.drop);
    const mediaDir = path.join(dataDir, 'media');
    const target: BackupTarget = { databaseUrl: server?.url, pgliteDir: pgliteDirOf(dataDir), mediaDir };
    const open = () => openDatabase({ databaseUrl: server?.url, dataDir });

    const before = await open();
    await before.migrate();
    await seedCatalogue(before.db);
    await seedDemoData(before.db, createLocalMediaStore(mediaDir));
    await addFavoriteAndPayment(before.db);
    const expected = await counts(before.db);
    const keys = await imageKeys(before.db);
    await before.close();
    expect(expected.ads).toBeGreaterThanOrEqual(60);
    expect(expected.favorites).toBe(3);
    expect(expected.payments).toBe(2);

    const backupDir = await createBackup(target, path.join(dataDir, 'backups', 'one'));

    // Wipe everything the backup should bring back.
    if (server) await server.wipe();
    else await fs.rm(target.pgliteDir, { recursive: true, force: true });
    await fs.rm(mediaDir, { recursive: true, force: true });
    const empty = await open();
    await empty.migrate();
    expect((await counts(empty.db)).ads).toBe(0);
    await empty.close();

    await restoreBackup(target, backupDir);

    const after = await open();
    try {
      expect(await counts(after.db)).toEqual(expected);
      expect(await imageKeys(after.db)).toEqual(keys);
      await Promise.all(keys.map((key) => fs.access(path.join(mediaDir, key))));
      // The restored database still takes the app's migrations (nothing half-applied).
      await after.migrate();
    } finally {
      await after.close();
    }
  });

  it('refuses a backup of the other database kind', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-backup-kind-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const other = kind === 'postgres' ? 'pglite' : 'postgres';
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ kind: other, database: 'x', media: 'media.tar' }));
    const target: BackupTarget = {
      databaseUrl: kind === 'postgres' ? 'postgres://nobody@127.0.0.1:1/none' : undefined,
      pgliteDir: path.join(dir, 'pg'),
      mediaDir: path.join(dir, 'm'),
    };
    await expect(restoreBackup(target, dir)).rejects.toThrow(`This backup is of ${other}`);
  });

  it('refuses to mix images on disk and in a bucket, before touching anything', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-backup-media-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const databaseUrl = kind === 'postgres' ? 'postgres://nobody@127.0.0.1:1/none' : undefined;
    const pgliteDir = path.join(dir, 'pg');
    await fs.mkdir(pgliteDir);
    await fs.writeFile(path.join(pgliteDir, 'PG_VERSION'), '17');
    const manifest = (media: string | null) =>
      fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ kind, database: 'x', media }));

    await manifest('media.tar');
    await expect(restoreBackup({ databaseUrl, pgliteDir, mediaDir: null }, dir)).rejects.toThrow('configured to live in S3_BUCKET');
    await manifest(null);
    await expect(restoreBackup({ databaseUrl, pgliteDir, mediaDir: path.join(dir, 'm') }, dir)).rejects.toThrow('holds none');
    // The current database was left as it was.
    expect(await fs.readFile(path.join(pgliteDir, 'PG_VERSION'), 'utf8')).toBe('17');
  });
});
