import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { MESSAGES } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { openDatabase, pgliteDatabase, pgliteDirOf, queryRows, type Database } from '../src/db/client.ts';
import { PgliteWorkerClient } from '../src/db/pglite-worker/client.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';
import { buildApp } from '../src/http/app.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { clusterState, DB_STATE } from './helpers/pg-control.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const contactRequest = {
  method: 'POST' as const,
  url: '/api/contact',
  headers: { origin: 'http://localhost:3000' },
  payload: { name: 'Ravi', email: 'ravi@example.in', message: 'Is the bicycle still available?' },
};

/** How long the database stays unreachable (issue 6: "the database unreachable for 10 s"). */
const OUTAGE_MS = 10_000;
/** The statement timeout of these tests' pool, shorter than the product's 8 s so a 10 s outage shows it. */
const QUERY_TIMEOUT_MS = 2_000;

// An unreachable server: PostgreSQL over a TCP proxy that the test cuts.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the database becomes unreachable (PostgreSQL)', () => {
  let base: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    base = await startTestApp('postgres'); // creates, migrates and seeds a throwaway database
    const direct = new URL(base.databaseUrl!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    // With the visitor list cache off, every request below has to reach the database.
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: base.dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: viaProxy.toString(),
      ADS_CACHE_SECONDS: '0',
    });
    database = await openDatabase({ databaseUrl: viaProxy.toString(), queryTimeoutMs: QUERY_TIMEOUT_MS });
    app = await buildApp({ env, database, media: createLocalMediaStore(env.mediaDir) });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await base?.close();
  });

  it('answers 503 with a clear message while it is down, then recovers by itself', { timeout: 60_000 }, async () => {
    expect((await app.inject('/api/ads?limit=1')).statusCode).toBe(200);

    await proxy.cut();
    // The outage lasts 10 s: every request asked during it answers 503 with the message, at once (the
    // pool does not wait for a refused connection), and nothing in it wedges the pool.
    const outageEnds = Date.now() + OUTAGE_MS;
    let rounds = 0;
    while (Date.now() < outageEnds) {
      for (const url of ['/api/ads?limit=1', '/api/ads/1', '/api/health']) {
        const down = await app.inject(url);
        expect(down.statusCode, url).toBe(503);
        expect(down.json().message).toBe(MESSAGES.unavailable);
      }
      rounds += 1;
      await delay(250); // paces the requests across the outage; nothing waits on it
    }
    expect(rounds).toBeGreaterThan(10);
    // A write late in the outage fails cleanly too, not with a 500 (once: sending messages is rate-limited).
    expect((await app.inject(contactRequest)).statusCode).toBe(503);

    await proxy.restore();
    // No restart and no waiting: the pool drops the dead connections and opens new ones on demand.
    const up = await app.inject('/api/ads?limit=1');
    expect(up.statusCode).toBe(200);
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('closes a connection whose statement went unanswered, so a transaction lost on it is not passed on', { timeout: 60_000 }, async () => {
    const lost = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.abandon(); // this connection goes silent for good; new ones reach the database
      await tx.execute(sql`select 2`);
    });
    // The statement gives up after the timeout; drizzle's ROLLBACK then finds the connection closed.
    const error = await lost.then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(`${error?.message} / ${error?.cause?.message}`).toMatch(/rollback.*(not queryable|Connection terminated)/s);
    // Had it gone back to the pool, the next statement to draw it would wait behind the lost one and fail.
    for (let i = 0; i < 12; i++) expect(await queryRows(database.db, sql`select ${i}::int as n`)).toEqual([{ n: i }]);
  });

  it('answers 503 while the database goes silent (nothing refused, nothing answered), then recovers', { timeout: 60_000 }, async () => {
    // Open connections in the pool first: a silent network holds the statements sent on them.
    await Promise.all(Array.from({ length: 10 }, () => app.inject('/api/ads?limit=1')));

    proxy.stall();
    const answered: { status: number; message?: string; duringOutage: boolean; isEarly: boolean }[] = [];
    let isStalled = true;
    const asked: Promise<void>[] = [];
    const outageStarts = Date.now();
    const outageEnds = outageStarts + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      // Asked in the first 3 s: answered within the 2 s query timeout or the 5 s connect timeout, so before it ends.
      const isEarly = Date.now() - outageStarts < 3_000;
      asked.push(
        app.inject('/api/ads?limit=1').then((res) => {
          answered.push({
            status: res.statusCode,
            message: res.statusCode === 200 ? undefined : res.json().message,
            duringOutage: isStalled,
            isEarly,
          });
        }),
      );
      await delay(500); // paces the requests across the outage; nothing waits on it
    }
    proxy.resume();
    isStalled = false;
    await Promise.all(asked);

    // Answered while the database was still silent, not held until it spoke again: statements on open
    // connections give up after the query timeout, new connections after the connect timeout.
    const early = answered.filter((a) => a.isEarly);
    expect(early.length).toBeGreaterThan(4);
    for (const a of early) expect(a).toMatchObject({ status: 503, message: MESSAGES.unavailable, duringOutage: true });
    for (const a of answered.filter((x) => x.duringOutage)) expect(a).toMatchObject({ status: 503, message: MESSAGES.unavailable });
    // Those asked in its last seconds may be answered once it is back, and then correctly.
    for (const a of answered.filter((x) => !x.duringOutage)) expect([200, 503]).toContain(a.status);

    // The silent connections were closed rather than reused, so the next requests find the database at once.
    for (let i = 0; i < 12; i++) expect((await app.inject('/api/ads?limit=1')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

// PGlite runs in a worker thread (decision 015); the thread dying is its outage.
describe('the PGlite worker thread dies', () => {
  let dir: string;
  let client: PgliteWorkerClient;
  let database: Database;
  let app: FastifyInstance;
  const logged: string[] = [];
  let lost!: Promise<void>;
  let reopened!: Promise<void>;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-worker-'));
    client = await PgliteWorkerClient.open({ dataDir: pgliteDirOf(dir) });
    database = pgliteDatabase(client);
    await database.migrate();
    await seedCatalogue(database.db);
    let onLost!: () => void;
    let onReopened!: () => void;
    lost = new Promise((resolve) => (onLost = resolve));
    reopened = new Promise((resolve) => (onReopened = resolve));
    database.logTo({
      error: (_fields, message) => (logged.push(message), onLost()),
      info: (message) => (logged.push(message), onReopened()),
    });
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', ADS_CACHE_SECONDS: '0' });
    app = await buildApp({ env, database, media: createLocalMediaStore(env.mediaDir) });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers 503 while it is gone, then reopens the data directory with nothing lost', { timeout: 60_000 }, async () => {
    const ad = await createAd(database.db, (await createUser(database.db)).id, { title: 'Survives a crashed worker' });
    expect((await app.inject(`/api/ads/${ad.id}`)).statusCode).toBe(200);

    // A request on its way to the database when the thread goes gets its answer too, never a hang.
    const inFlight = app.inject('/api/ads?limit=1');
    await client.worker!.terminate();
    expect((await inFlight).statusCode).toBe(503);
    await lost;
    for (const url of ['/api/ads?limit=1', `/api/ads/${ad.id}`, '/api/health']) {
      const down = await app.inject(url);
      expect(down.statusCode, url).toBe(503);
      expect(down.json().message).toBe(MESSAGES.unavailable);
    }
    expect((await app.inject(contactRequest)).statusCode).toBe(503);
    // Not shut down cleanly: the new worker replays the WAL, as after kill -9.
    expect(clusterState(pgliteDirOf(dir))).toBe(DB_STATE.inProduction);

    await reopened;
    expect(logged).toEqual([
      'The database worker stopped; reopening the database in 1 s',
      'The database worker was restarted and the database reopened',
    ]);
    const up = await app.inject(`/api/ads/${ad.id}`);
    expect(up.statusCode).toBe(200);
    expect(up.json().data.title).toBe('Survives a crashed worker');
  });

  it('closes cleanly, so the next start needs no recovery', { timeout: 60_000 }, async () => {
    await app.close();
    await database.close();
    expect(clusterState(pgliteDirOf(dir))).toBe(DB_STATE.shutDown);
    const again = await openDatabase({ dataDir: dir });
    expect(await queryRows(again.db, sql`SELECT title FROM ads`)).toEqual([{ title: 'Survives a crashed worker' }]);
    await again.close();
  });
});
