import { MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buildApp } from '../src/http/app.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// An unreachable database is a PostgreSQL-server failure; PGlite lives inside the process.
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
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: base.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: viaProxy.toString(), ADS_CACHE_SECONDS: '0' });
    database = await openDatabase({ databaseUrl: viaProxy.toString() });
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
    for (const url of ['/api/ads?limit=1', '/api/ads/1', '/api/health']) {
      const down = await app.inject(url);
      expect(down.statusCode, url).toBe(503);
      expect(down.json().message).toBe(MESSAGES.unavailable);
    }
    // A write during the outage fails cleanly too, not with a 500.
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Ravi', email: 'ravi@example.in', message: 'Is the bicycle still available?' },
    });
    expect(contact.statusCode).toBe(503);

    await proxy.restore();
    // No restart and no waiting: the pool drops the dead connections and opens new ones on demand.
    const up = await app.inject('/api/ads?limit=1');
    expect(up.statusCode).toBe(200);
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
