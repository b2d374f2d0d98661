import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { contactRevealLimitMessage } from '@mohalla/shared';
import type { Db } from '../../apps/server/src/db/client.ts';
import { schema } from '../../apps/server/src/db/schema.ts';
import { createAdsRepository } from '../../apps/server/src/modules/ads/ads.repository.ts';
import { createAdsSearchRepository } from '../../apps/server/src/modules/ads/ads-search.repository.ts';
import { createContactRevealsRepository } from '../../apps/server/src/modules/ads/contact-reveals.repository.ts';
import { kolkataDay } from '../../apps/server/src/lib/kolkata-day.ts';
import { createSessionsRepository } from '../../apps/server/src/modules/auth/sessions.repository.ts';
import { createFavoritesRepository } from '../../apps/server/src/modules/favorites/favorites.repository.ts';
import { createFavoritesService } from '../../apps/server/src/modules/favorites/favorites.service.ts';
import { createAdsService, type AdsService } from '../../apps/server/src/modules/ads/ads.service.ts';
import { viewKey } from '../../apps/server/src/modules/ads/view-counter.ts';
import { summarize, type Summary } from './stats.ts';

/** A statement as the server sent it: named (prepared once per connection) or not (planned for its values each time). */
export type Statement = { text: string; params: unknown[]; name?: string };

type Queryable = Pick<pg.PoolClient, 'query'>;

/** `target` with its `query` noting each statement it is asked, as pg received it (drizzle passes a config object). */
function noting<T extends Queryable>(target: T, note: (statement: Statement) => void): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object) as unknown;
      if (key !== 'query' || typeof value !== 'function') return typeof value === 'function' ? value.bind(object) : value;
      return (config: string | pg.QueryConfig, values?: unknown[]) => {
        if (typeof config === 'string') note({ text: config, params: values ?? [] });
        else note({ text: config.text, params: values ?? config.values ?? [], name: config.name });
        return (value as (...args: unknown[]) => unknown).call(object, config, values);
      };
    },
  });
}

/** Runs a request's statements on one connection, each sent as the server sent it (named or not). */
export async function sendStatements(client: Queryable, statements: Statement[]): Promise<void> {
  for (const s of statements) await client.query({ name: s.name, text: s.text, values: s.params });
}

/**
 * The ads service wired as the server wires it, on a drizzle instance whose pool notes every statement it sends
 * (and whether named): the benchmark then times exactly those statements with the bare pg driver.
 */
export function createRecordingService(pool: pg.Pool) {
  let recorded: Statement[] | null = null;
  const note = (statement: Statement) => recorded?.push(statement);
  // A transaction's statements go through the connection it takes from the pool.
  const connect = async () => noting(await pool.connect(), note);
  const recordingPool = new Proxy(noting(pool, note), {
    get: (object, key) => (key === 'connect' ? connect : Reflect.get(object, key)),
  });
  const db = drizzle(recordingPool, { schema }) as unknown as Db;
  const repo = createAdsRepository(db);
  const urlFor = (key: string) => `/media/${key}`;
  // The SQL of an uncached page: the ad, its owner's figures, the view's INSERT and the viewer's saved ads, every time.
  const reveals = createContactRevealsRepository(db);
  const favorites = createFavoritesService({ favorites: createFavoritesRepository(db), ads: repo, urlFor, savedIds: null });
  const service = createAdsService(repo, {
    urlFor,
    viewHashSecret: 'bench-view-hash-secret-0123456789',
    isFavorite: favorites.isFavorite,
    sources: null,
    views: { count: async (view) => (await repo.recordViews([view])).has(viewKey(view)) },
    searchRepo: createAdsSearchRepository(db),
    // The server's defaults (CONTACT_REVEALS_PER_DAY 50, VERIFIED_SELLER_MIN_DAYS 30): a member's page counts the reveal.
    revealContact: (viewerId, sellerId) => reveals.reveal(viewerId, sellerId, kolkataDay(), 50),
    contactLimitMessage: contactRevealLimitMessage(50),
    verifiedMinDays: 30,
  });
  const sessions = createSessionsRepository(db);
  return {
    /** Runs the call twice and keeps the statements of the second: the steady state, with any in-process cache warm. */
    async record(call: (service: AdsService) => Promise<unknown>, sessionId?: string): Promise<Statement[]> {
      await call(service);
      recorded = [];
      // A signed-in request first finds its session.
      if (sessionId) await sessions.find(sessionId);
      await call(service);
      const statements = recorded;
      recorded = null;
      return statements;
    },
  };
}

/** Picks the statements of one request: a fixed list, or one of many (ad detail for a rotating set of ids). */
export type NextStatements = () => Statement[];

/** One request's statements on one connection, so a recorded begin ... commit stays one transaction. */
async function replayOnce(pool: pg.Pool, next: NextStatements): Promise<number> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await sendStatements(client, next());
  } finally {
    client.release();
  }
  return performance.now() - started;
}

/** The statements one after another, as the repository sends them, with nothing else running. */
export async function timeSerial(pool: pg.Pool, next: NextStatements, seconds: number): Promise<Summary> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || samples.length < 5) samples.push(await replayOnce(pool, next));
  return summarize(samples);
}

/** Every caller replaying requests in turn for `seconds`; the time of each. */
async function replayFor(pool: pg.Pool, next: NextStatements, connections: number, seconds: number): Promise<number[]> {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) samples.push(await replayOnce(pool, next));
    }),
  );
  return samples;
}

/**
 * The same statements under the benchmark's concurrency, through a pool as large as the server's, after an untimed
 * pass that opens every connection of the pool: a new connection's backend has empty catalog caches and prepares
 * each named statement on first use (a search's texts differ by their number of words and tiers), and the server's pool is
 * past that when its requests are measured. Without the pass, ten callers ran the mix's first 1,000 requests at 91-104
 * a second, and at 290-310 after passes of 8-9 s; a pass of 3 s was not enough.
 */
export async function timeConcurrent(
  pool: pg.Pool,
  next: NextStatements,
  connections: number,
  seconds: number,
  warmupSeconds = seconds,
): Promise<{ latency: Summary; rps: number }> {
  await replayFor(pool, next, connections, warmupSeconds);
  const started = performance.now();
  const samples = await replayFor(pool, next, connections, seconds);
  return { latency: summarize(samples), rps: samples.length / ((performance.now() - started) / 1000) };
}
