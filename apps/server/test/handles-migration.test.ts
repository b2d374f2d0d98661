import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { handleFromName, isHandle } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDatabase, queryRows, type Database } from '../src/db/client.ts';
import { PgliteWorkerClient } from '../src/db/pglite-worker/client.ts';
import { DB_KINDS, type DbKind } from './helpers/test-app.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../src/db/migrations');
/** The last migration before users had handles. */
const BEFORE_HANDLES = '0005_one_open_order_per_ad_plan';

/** A copy of the migrations folder that ends at `lastTag`, so a database can be brought to that point only. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-migrations-'));
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) await fs.copyFile(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** A database migrated to `folder`'s last migration, which then migrates to the end like a server start. */
async function databaseAt(kind: DbKind, folder: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const client = await PgliteWorkerClient.open({});
    await migratePglite(drizzlePglite(client as unknown as PGlite), { migrationsFolder: folder });
    return { database: pgliteDatabase(client), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await migratePg(drizzlePg(client), { migrationsFolder: folder });
  await client.end();
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { database: await openDatabase({ databaseUrl: url.toString() }), drop };
}

/** People as they were before handles, oldest first: equal names, names with nothing Latin, odd and long ones. */
const PEOPLE = [
  'Ravi Kumar',
  'Ravi Kumar',
  'RAVI  kumar!!',
  'రవి కుమార్',
  'लक्ष्मी',
  'Seller',
  'A',
  '---',
  'Venkata Satya Narayana Murthy Garu',
  'Venkata Satya Narayana Murthy',
  "D'Souza & Sons (ECIL)",
];

describe.each(DB_KINDS)('the handles migration (0006) on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let folder: string;
  let rows: Array<{ id: string; display_name: string; handle: string; handle_changed_at: Date | null }>;

  beforeAll(async () => {
    folder = await migrationsUpTo(BEFORE_HANDLES);
    ({ database, drop } = await databaseAt(kind, folder));
    for (const [i, name] of PEOPLE.entries()) {
      const email = `person-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      await database.db.execute(
        sql`INSERT INTO users (email, display_name, created_at) VALUES (${email}, ${name}, now() - make_interval(days => ${100 - i}))`,
      );
    }
    await database.migrate();
    rows = await queryRows(database.db, sql`SELECT id, display_name, handle, handle_changed_at FROM users ORDER BY created_at`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('gives everyone a unique handle that a profile address can carry', () => {
    expect(rows).toHaveLength(PEOPLE.length);
    expect(new Set(rows.map((r) => r.handle)).size).toBe(PEOPLE.length);
    for (const row of rows) {
      expect(isHandle(row.handle), `${row.display_name} -> ${row.handle}`).toBe(true);
      expect(row.handle.length).toBeLessThanOrEqual(30);
      expect(row.handle_changed_at).toBeNull();
    }
  });

  it('keeps the plain handle for the first of a name and marks later ones with the start of their id', () => {
    const [first, second, shouting, telugu, hindi, seller, a, dashes, longer, long] = rows;
    expect(first!.handle).toBe('ravi-kumar');
    for (const later of [second!, shouting!]) expect(later.handle).toBe(`ravi-kumar-${later.id.replace(/-/g, '').slice(0, 6)}`);
    // Names with no Latin letters or digits start as "seller", shared with a person really called Seller.
    expect(telugu!.handle).toBe('seller');
    for (const later of [hindi!, seller!, dashes!]) expect(later.handle).toBe(`seller-${later.id.replace(/-/g, '').slice(0, 6)}`);
    expect(a!.handle).toBe('a');
    // Cut to 23 characters without a dash at the end, as handleFromName makes them for new people.
    expect(longer!.handle).toBe(handleFromName('Venkata Satya Narayana Murthy Garu'));
    expect(long!.handle).toBe(`${longer!.handle}-${long!.id.replace(/-/g, '').slice(0, 6)}`);
    expect(rows.at(-1)!.handle).toBe('d-souza-sons-ecil');
  });

  it('refuses a second person with a taken handle', async () => {
    await expect(
      database.db.execute(sql`INSERT INTO users (email, display_name, handle) VALUES ('late@example.com', 'Ravi Kumar', 'ravi-kumar')`),
    ).rejects.toThrow();
  });
});
