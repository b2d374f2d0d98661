import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { parseEnv } from '../../src/config/env.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedCatalogue } from '../../src/db/seed/catalogue.ts';
import { buildApp } from '../../src/http/app.ts';
import type { MediaStore } from '../../src/media/media-store.ts';
import { openMediaStore } from '../../src/media/open-media-store.ts';
import { createOutbox, type Outbox } from '../../src/notifications/outbox.ts';

export type DbKind = 'pglite' | 'postgres';

/** The site's own origin, which mutating requests must name. */
export const ORIGIN = 'http://localhost:3000';

/** API tests run on PGlite always, and on the PostgreSQL server when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  outbox: Outbox;
  media: MediaStore;
  /** The throwaway server database's URL (PostgreSQL runs only). */
  databaseUrl?: string;
  close: () => Promise<void>;
};

/** A throwaway database named test_<random> on the server; dropped again by the returned function. */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function startTestApp(kind: DbKind, settings: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-api-'));
  const server = kind === 'postgres' ? await createServerDatabase() : undefined;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests write ads straight into the database, behind the cache's back; the cache has tests of its own.
    ADS_CACHE_SECONDS: '0',
    // Every answer is checked against its endpoint's contract: one outside it fails the test with a 500.
    CHECK_RESPONSES: 'true',
    // Tests post many ads from fresh accounts; the new-account limit has its own test (holds.api.test.ts).
    NEW_ACCOUNT_ADS_PER_DAY: '10000',
    ...(server ? { DATABASE_URL: server.url } : {}),
    ...settings,
  });
  const database = await openDatabase(server ? { databaseUrl: server.url } : { inMemory: true });
  let app: FastifyInstance;
  let media: MediaStore;
  try {
    await database.migrate();
    await seedCatalogue(database.db, env.freePlan);
    media = await openMediaStore(env.media);
    app = await buildApp({ env, database, media });
    await app.ready();
  } catch (err) {
    // A failed setup must not leave a database behind on the shared server.
    await database.close();
    await server?.drop();
    throw err;
  }
  return {
    app,
    database,
    dataDir,
    databaseUrl: server?.url,
    media,
    outbox: createOutbox(path.join(dataDir, 'outbox')),
    close: async () => {
      await app.close();
      await database.close();
      await server?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
