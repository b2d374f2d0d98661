import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteWorkerClient } from './pglite-worker/client.ts';
import type { DatabaseLog } from './pglite-worker/restarter.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Where PGlite's worker reports that it died or was restarted; PostgreSQL's pool recovers on its own. */
  logTo: (log: DatabaseLog) => void;
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

/** Where PGlite keeps its files inside the data directory (backups need the same path). */
export const pgliteDirOf = (dataDir = './data') => path.resolve(dataDir, 'pglite');

/** PostgreSQL when a URL is given, otherwise embedded PGlite; the same schema and migrations on both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A database that does not answer fails a request in 5 s (503) instead of holding it forever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
      logTo: () => {},
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = pgliteDirOf(options.dataDir);
    await fs.mkdir(dataDir, { recursive: true });
  }
  // PGlite runs in a worker thread so its queries do not block the event loop (decision 015).
  return pgliteDatabase(await PgliteWorkerClient.open({ dataDir }));
}

/** drizzle over PGlite in its worker; exported for tests that need the client itself (to stop its thread). */
export function pgliteDatabase(client: PgliteWorkerClient): Database {
  // drizzle's PGlite driver calls only query and transaction, which the client answers with PGlite's own results.
  const asPglite = client as unknown as PGlite;
  return {
    db: drizzlePglite(asPglite, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(asPglite), { migrationsFolder }),
    close: () => client.close(),
    logTo: (log) => client.logTo(log),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
