import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, pgliteDatabase, type Database } from '../../src/db/client.ts';
import { PgliteWorkerClient } from '../../src/db/pglite-worker/client.ts';
import { createServerDatabase, type DbKind } from './test-app.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../src/db/migrations');

type Journal = { entries: Array<{ tag: string }> };
const readJournal = async (): Promise<Journal> => JSON.parse(await fs.readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'));

/** A copy of the migrations folder that ends at `lastTag`, so a database can be brought to that point only. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-migrations-'));
  const journal = await readJournal();
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last === -1) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) await fs.copyFile(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** The migrations up to the one before `tag`, whatever that one is called. */
export async function migrationsBefore(tag: string): Promise<string> {
  const { entries } = await readJournal();
  const at = entries.findIndex((e) => e.tag === tag);
  if (at < 1) throw new Error(`no migration before ${tag}`);
  return migrationsUpTo(entries[at - 1]!.tag);
}

/** A database migrated to `folder`'s last migration, which then migrates to the end like a server start. */
export async function databaseAt(kind: DbKind, folder: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const client = await PgliteWorkerClient.open({});
    await migratePglite(drizzlePglite(client as unknown as PGlite), { migrationsFolder: folder });
    return { database: pgliteDatabase(client), drop: async () => {} };
  }
  const { url, drop } = await createServerDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migratePg(drizzlePg(client), { migrationsFolder: folder });
  await client.end();
  return { database: await openDatabase({ databaseUrl: url }), drop };
}
