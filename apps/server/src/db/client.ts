import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config/env.ts';
import { serveInArrivalOrder } from './arrival-order.ts';
import { createPgListener } from './pg-listener.ts';
import { PgliteWorkerClient, type NotificationListener } from './pglite-worker/client.ts';
import type { DatabaseLog } from './pglite-worker/restarter.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Where PGlite's worker reports that it died or was restarted, and PostgreSQL's listening connection that it dropped. */
  logTo: (log: DatabaseLog) => void;
  /**
   * LISTEN on `channel` (a plain lower-case name): the listener hears every NOTIFY committed there, by any
   * process on the same database. The returned function stops listening.
   */
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>;
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * `queryTimeoutMs` (PostgreSQL only): how long a statement may go unanswered before its request fails with 503
 * (tests shorten it).
 */
export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  queryTimeoutMs?: number;
  /** Connections to `databaseUrl` (DATABASE_POOL_SIZE). */
  poolSize?: number;
};

/**
 * Longest wait for a statement's answer: far above a statement's normal time at 1M ads (milliseconds; ~1 s for
 * the deepest numbered page, bench/README.md) and below the web client's 10 s, so a phone hears 503 from us first.
 */
export const QUERY_TIMEOUT_MS = 8_000;

/**
 * Statements written as SQL are prepared once per connection (`queryRows`), so the server parses and analyses a
 * search's long statement once, not on every request, and PostgreSQL may keep a plan for a statement whose plan
 * does not depend on its values (an ad by id), as it does for any prepared statement (plan_cache_mode auto: five
 * plans for the values first, then one for all values only if it is estimated no dearer). ~12% of the mix's SQL
 * time at a million ads (decision 023, "statements prepared once"). A new connection pays for that again: it runs
 * the mix at a third of a warm one's speed until it has met each text a few times (tens of seconds under load), so
 * connections are kept for an hour rather than replaced every few minutes by a count of uses. What one keeps is
 * bounded by the texts there are (searches of different shapes and word counts are different texts): ~100 and
 * ~30 MB a connection after 5,000 varied requests, growing ever more slowly; the hour bounds the rest.
 */
export const POOL_CONNECTION_SECONDS = 3_600;
/**
 * How long a connection may sit unused before it is closed. pg-pool's default, 10 s, closed the whole pool in any
 * lull (and in the benchmark's wait for the caches to empty), so the next burst met cold connections. Idle connections
 * do not keep a process alive (`allowExitOnIdle`): a script that forgets to close the database still ends.
 */
export const POOL_IDLE_MS = 600_000;

/**
 * Settings of every connection the server opens. JIT compilation off: PostgreSQL compiles a statement whose plan it
 * costs above 100,000 (the existence check of a broad OR, the live counts), and compiling took 10-17 ms of such a
 * statement's 57-61 ms at a million ads; it pays only on analytic queries that run for seconds, which this server
 * never sends (decision 023, tenth session).
 */
export const CONNECTION_OPTIONS = '-c jit=off';

/**
 * A connection whose statement went unanswered for the timeout is closed, not reused: its socket may be dead
 * without anyone saying so (a database failed over to another host, a network dropping packets), and every
 * later statement on it would queue behind the lost one. Closing makes the pool open a fresh one.
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // Statements in a transaction come here as promises (drizzle); a pooled statement's callback error
    // already makes the pool close its connection.
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    Object.assign(this, {
      query: (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) void this.end().catch(() => {});
          });
        }
        return result;
      },
    });
  }
}

/** pg's words when `query_timeout` passes (the error handler answers them 503). */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

/** Where PGlite keeps its files inside the data directory (backups need the same path). */
/** `dataDir` as the settings resolved it (config/env.ts: relative to the repository's root). */
export const pgliteDirOf = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** PostgreSQL when a URL is given, otherwise embedded PGlite; the same schema and migrations on both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A database that does not answer fails a request (503) instead of holding it: 5 s to get a connection,
    // QUERY_TIMEOUT_MS for a statement's answer.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      options: CONNECTION_OPTIONS,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5000,
      query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
      maxLifetimeSeconds: POOL_CONNECTION_SECONDS,
      idleTimeoutMillis: POOL_IDLE_MS,
      allowExitOnIdle: true,
      Client: TimedClient,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    serveInArrivalOrder(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let log: DatabaseLog = { error: ({ err }, message) => console.error(message, err), info: (message) => console.log(message) };
    const listener = createPgListener(options.databaseUrl, () => log);
    return {
      db,
      kind: 'postgres',
      // Migrations run on a connection of their own without the timeout: building an index on a big table
      // takes as long as it takes.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
      logTo: (next) => (log = next),
      listen: listener.listen,
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('PGlite needs a data directory (or inMemory)');
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
    listen: (channel, listener) => client.listen(channel, listener),
  };
}

const dialect = new PgDialect();

/** The names worked out so far: the server sends a few hundred texts over and over (a search's are kilobytes long). */
const names = new Map<string, string>();

/** A prepared statement's name: the same text gets the same name on every connection, and no other text gets it. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${crypto.createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. On PostgreSQL the statement is prepared
 * under a name drawn from its text (see POOL_CONNECTION_SECONDS); PGlite's driver has no named statements and ignores the name.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  const { session } = db._;
  // drizzle keeps the pool (or a transaction's client) private; it is the one openDatabase gave it.
  if (session instanceof NodePgSession) return pgRows<T>((session as unknown as { client: pg.Pool | pg.PoolClient }).client, name, built);
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** Types whose text drizzle's node-postgres driver keeps as sent (dates, times, intervals and their arrays). */
const KEPT_AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;
const DRIZZLE_TYPES = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(id) ? asText : (pg.types.getTypeParser as (id: number, format?: string) => unknown)(id, format),
} as pg.CustomTypesConfig;

/**
 * A statement on node-postgres, its values parsed as drizzle's driver parses them, its rows read as arrays and made
 * objects here: pg's own rows are copies of a dictionary-mode object, slower to make and to read, and drizzle's
 * prepared query built two configurations and two parsers' closures for every statement (~5% of an API answer's CPU
 * in all; decision 023, eleventh session).
 */
async function pgRows<T>(client: pg.Pool | pg.PoolClient, name: string, { sql, params }: { sql: string; params: unknown[] }): Promise<T[]> {
  const result = await client.query<unknown[]>({ name, text: sql, values: params, rowMode: 'array', types: DRIZZLE_TYPES });
  const names = result.fields.map((field) => field.name);
  return result.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row as T;
  });
}
