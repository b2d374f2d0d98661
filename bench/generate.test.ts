import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { CATEGORIES, LOCATIONS } from '@mohalla/shared';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');

// The data generator of bench/README.md, at a small N on a throwaway database of the PostgreSQL server.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('bench:generate', () => {
  // The body is collected even when the suite is skipped (no PostgreSQL server given): it must not throw then.
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://skipped');
  const name = `bench_test_${crypto.randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it(
    'seeds N ads across every category and locality, with owners, images, favourites and views, by COPY',
    { timeout: 120_000 },
    async () => {
      const { stdout } = await run('npx', ['tsx', 'bench/generate.ts', '--ads', '600', '--database-url', url], { cwd: ROOT });
      expect(stdout).toMatch(/done: 600 ads/);

      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
        expect(await count('SELECT count(*) AS n FROM ads')).toBe(600);
        for (const table of ['users', 'ad_images', 'favorites', 'ad_views'])
          expect(await count(`SELECT count(*) AS n FROM ${table}`), table).toBeGreaterThan(0);
        const categories = (await db.query<{ key: string }>('SELECT DISTINCT category_key AS key FROM ads')).rows.map((r) => r.key).sort();
        expect(categories).toEqual(CATEGORIES.map((c) => c.id).sort());
        const localities = (await db.query<{ id: string }>('SELECT DISTINCT location_id AS id FROM ads')).rows.map((r) => r.id).sort();
        expect(localities).toEqual(LOCATIONS.map((l) => l.id).sort());
        // Realistic text, searchable like the product's own ads.
        expect(await count('SELECT count(*) AS n FROM ads WHERE length(title) > 10 AND length(description) > 40')).toBe(600);
        expect(await count("SELECT count(*) AS n FROM ads WHERE status = 'active'")).toBeGreaterThan(400);
        // As on a site whose sweep has been running: the ads ending within three days were reminded, no others.
        const window = "status = 'active' AND expires_at <= now() + interval '3 days'";
        expect(await count(`SELECT count(*) AS n FROM ads WHERE ${window}`)).toBeGreaterThan(0);
        expect(await count(`SELECT count(*) AS n FROM ads WHERE ${window} AND expiry_reminded_at IS NULL`)).toBe(0);
        expect(await count(`SELECT count(*) AS n FROM ads WHERE NOT (${window}) AND expiry_reminded_at IS NOT NULL`)).toBe(0);
      } finally {
        await db.end();
      }
    },
  );

  it('refuses a database whose name does not say it is for benchmarks, since it empties it', async () => {
    const error = await run('npx', ['tsx', 'bench/generate.ts', '--ads', '1', '--database-url', server.toString()], { cwd: ROOT }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error?.code).toBe(2);
    expect(error?.stderr).toMatch(/must start with "bench"/);
  });
});
