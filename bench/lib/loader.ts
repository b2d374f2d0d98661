import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { openDatabase, pgliteDatabase, pgliteDirOf, type Database } from '../../apps/server/src/db/client.ts';
import { PgliteWorkerClient } from '../../apps/server/src/db/pglite-worker/client.ts';
import { seedCatalogue } from '../../apps/server/src/db/seed/catalogue.ts';
import { adminUrl, benchDatabaseName } from './args.ts';
import { openCopy, type Value } from './copy.ts';

/** What the generator needs of a database: plain statements, on PostgreSQL or PGlite alike. */
export type SqlClient = { query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }> };
/** Rows of one table written in bulk; `end` writes what is left and gives the connection back. */
export type RowSink = { row(values: Value[]): Promise<void>; end(): Promise<void>; readonly rows: number };
export type Loader = SqlClient & { open(table: string, columns: string[]): Promise<RowSink>; close(): Promise<void> };

/** Rows per INSERT on PGlite, sent as one JSON parameter (about a megabyte of ads). */
const BATCH = 2_000;
/** Bulk-load sessions: no foreign-key triggers (the data is consistent by construction), more memory for index builds. */
const BULK_SETTINGS = "SET session_replication_role = replica; SET maintenance_work_mem = '512MB'";

/**
 * The bench database, migrated and with the catalogue, ready for a bulk load: PostgreSQL (created if missing; COPY,
 * one connection per table, so the four tables load in parallel) or PGlite in a data directory (batched INSERTs of
 * JSON, one statement at a time, as PGlite runs them).
 */
export async function openLoader(target: { databaseUrl: string } | { dataDir: string }, log: (line: string) => void): Promise<Loader> {
  if ('dataDir' in target) {
    fs.mkdirSync(pgliteDirOf(target.dataDir), { recursive: true });
    const client = await PgliteWorkerClient.open({ dataDir: pgliteDirOf(target.dataDir) });
    await prepare(pgliteDatabase(client), `PGlite in ${target.dataDir}`, log);
    await client.exec(BULK_SETTINGS);
    const sql: SqlClient = { query: async <T>(text: string, values: unknown[] = []) => client.query<T>(text, values) };
    return { ...sql, open: async (table, columns) => openInsert(sql, table, columns), close: () => client.close() };
  }
  await ensureDatabase(target.databaseUrl);
  const database = await openDatabase({ databaseUrl: target.databaseUrl });
  await prepare(database, `database ${benchDatabaseName(target.databaseUrl)}`, log);
  await database.close();
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 6 });
  const admin = await loaderClient(pool);
  return {
    query: async <T>(text: string, values?: unknown[]) => admin.query<T & pg.QueryResultRow>(text, values),
    open: async (table, columns) => {
      const client = await loaderClient(pool);
      const copy = openCopy(client, table, columns);
      return {
        row: copy.row,
        get rows() {
          return copy.rows;
        },
        end: async () => {
          await copy.end();
          client.release();
        },
      };
    },
    close: async () => {
      admin.release();
      await pool.end();
    },
  };
}

async function prepare(database: Database, name: string, log: (line: string) => void): Promise<void> {
  log(`${name}: migrating`);
  await database.migrate();
  await seedCatalogue(database.db);
}

async function ensureDatabase(url: string): Promise<void> {
  const name = benchDatabaseName(url);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function loaderClient(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  await client.query(`${BULK_SETTINGS}; SET synchronous_commit = off`);
  // Be a polite neighbour on a shared machine: the database backend doing the work gets the same nice level as we do.
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  try {
    os.setPriority(rows[0]!.pid, os.getPriority());
  } catch {
    /* not allowed: fine */
  }
  return client;
}

/** Rows gathered into batches, each one INSERT ... SELECT from json_populate_recordset (dates as ISO text). */
function openInsert(sql: SqlClient, table: string, columns: string[]): RowSink {
  let batch: Record<string, Value>[] = [];
  let rows = 0;
  const names = columns.join(', ');
  const flush = async () => {
    if (batch.length === 0) return;
    const json = JSON.stringify(batch);
    batch = [];
    await sql.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, $1::json)`, [json]);
  };
  return {
    get rows() {
      return rows;
    },
    async row(values) {
      batch.push(Object.fromEntries(columns.map((c, i) => [c, values[i]!])));
      rows += 1;
      if (batch.length >= BATCH) await flush();
    },
    end: flush,
  };
}
