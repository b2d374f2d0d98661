import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages, PGlite, TransactionAbortedError, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../src/db/client.ts';
import { PgliteWorkerClient } from '../src/db/pglite-worker/client.ts';
import { DatabaseUnavailableError, UnsupportedQueryOptionError } from '../src/db/pglite-worker/errors.ts';
import { ads, schema, users } from '../src/db/schema.ts';
import { seedCatalogue } from '../src/db/seed/catalogue.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

/** An error's own fields and message; drizzle's parsers are new functions per statement, so only their types count. */
function comparable(error: messages.DatabaseError) {
  const { queryOptions, ...fields } = error as messages.DatabaseError & { queryOptions?: QueryOptions };
  return { ...fields, message: error.message, rowMode: queryOptions?.rowMode, parsed: Object.keys(queryOptions?.parsers ?? {}) };
}

/** The same statements on PGlite in this thread and on PGlite in the worker must give the same answers. */
describe('PGlite in a worker thread', () => {
  let direct: PGlite;
  let worker: PgliteWorkerClient;
  let directDb: Db;
  let workerDb: Db;
  /** Runs the same work on both databases. */
  const both = <T>(work: (db: Db) => Promise<T>) => Promise.all([work(directDb), work(workerDb)]);
  /** The error a piece of work fails with, on both databases. */
  const failures = (work: (db: Db) => Promise<unknown>) =>
    both((db) =>
      work(db).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );

  beforeAll(async () => {
    [direct, worker] = await Promise.all([PGlite.create({ extensions: { pg_trgm } }), PgliteWorkerClient.open({})]);
    directDb = drizzle(direct, { schema }) as unknown as Db;
    workerDb = drizzle(worker as unknown as PGlite, { schema }) as unknown as Db;
    await both(async (db) => {
      await migrate(drizzle((db as unknown as { $client: PGlite }).$client), { migrationsFolder });
      await seedCatalogue(db);
      await db.execute(sql`CREATE TABLE tx_probe (n int)`);
    });
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), worker?.close()]);
  });

  it('returns the same values for every kind of column drizzle reads as raw text or parses', async () => {
    const [a, b] = await both((db) =>
      db.execute(sql`
      SELECT timestamp '2026-01-02 03:04:05.678' AS ts, timestamptz '2026-01-02 03:04:05+05:30' AS tstz,
             date '2028-02-29' - 1 AS day, interval '1 day 02:03:04' AS span, 12345678901234567890.5::numeric AS num,
             ARRAY[1.5, 2]::numeric[] AS nums, ARRAY[timestamp '2026-01-01', NULL] AS stamps, ARRAY[timestamptz '2026-01-01 00:00Z'] AS tstamps,
             ARRAY[date '2026-01-01'] AS days, ARRAY[interval '1 hour'] AS spans, '{"a": [1, {"b": null}]}'::json AS j,
             '{"z": 1, "a": "x"}'::jsonb AS jb, ARRAY[1, 2, NULL]::int[] AS ints, ARRAY['a,b', 'c"d', NULL]::text[] AS texts,
             true AS yes, NULL::text AS nothing, 42::int8 AS small8, 9007199254740993::int8 AS big8, 1.25::float8 AS f,
             '\\x00ff10'::bytea AS bin, '7c9e6679-7425-40de-944b-e07fc1f90ae7'::uuid AS id, to_tsvector('english', 'rented flats') AS tsv,
             'ऐड் मोहल्ला ✓' AS unicode`),
    );
    expect(b).toEqual(a);
    expect((b as { rows: unknown[] }).rows[0]).toMatchObject({
      ts: '2026-01-02 03:04:05.678',
      day: '2028-02-28',
      jb: { a: 'x', z: 1 },
      big8: 9007199254740993n,
    });
  });

  it('sends parameters of every kind the same way', async () => {
    const statement = `SELECT $1::timestamptz AS at, $2::bytea AS bin, $3::int8 AS big, $4::jsonb AS j, $5::jsonb AS obj,
      $6::int AS nothing, $7::bool AS no, $8 AS text, $9::int[] AS ints, $10::text[] AS texts, $11::timestamptz[] AS stamps`;
    const params = [
      new Date('2026-03-04T05:06:07.089Z'),
      Buffer.from([1, 2, 255]),
      12n,
      JSON.stringify({ k: [1] }),
      { k: [2, null] },
      null,
      false,
      "o'quote",
      [1, 2],
      ['a "b"', null],
      [new Date('2026-01-01T00:00:00Z')],
    ];
    const [a, b] = await Promise.all([direct.query(statement, params), worker.query(statement, params)]);
    expect(b).toEqual(a);
  });

  it('maps rows of the real schema the same way (arrays, jsonb, timestamps as Date, numeric as number)', async () => {
    const owner = {
      id: '4a1b3c5d-0000-4000-8000-000000000001',
      email: 'parity@example.com',
      displayName: 'Parity',
      handle: 'parity',
      phoneVerifiedAt: new Date('2026-01-01T10:00:00Z'),
    };
    const ad = {
      ownerId: owner.id,
      title: '2BHK flat',
      description: 'Near ECIL',
      categoryKey: 'real-estate',
      locationId: 'ecil',
      price: 15000,
      contactName: 'Ravi',
      features: ['Parking', 'Lift'],
      publishedAt: new Date('2026-01-02T00:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    };
    const [a, b] = await both(async (db) => {
      await db.insert(users).values({ ...owner, createdAt: new Date('2026-01-01T00:00:00Z') });
      const [inserted] = await db.insert(ads).values(ad).returning();
      const read = await db
        .select()
        .from(ads)
        .innerJoin(users, sql`${users.id} = ${ads.ownerId}`);
      const relational = await db.query.categories.findMany({ orderBy: (c, { asc }) => [asc(c.position)] });
      return { inserted, read, relational };
    });
    expect(b).toEqual(a);
    expect(b.read[0]!.ads.publishedAt).toEqual(ad.publishedAt);
    expect(b.read[0]!.ads.price).toBe(15000);
  });

  it('runs several statements with exec and returns each result', async () => {
    const run = (pg: PGlite | PgliteWorkerClient) =>
      pg.exec('CREATE TEMP TABLE t_exec (x int); INSERT INTO t_exec VALUES (1), (2); SELECT sum(x) FROM t_exec; DROP TABLE t_exec');
    const [a, b] = await Promise.all([run(direct), run(worker)]);
    expect(b).toEqual(a);
    expect(b[2]!.rows).toEqual([{ sum: 3 }]);
  });

  it('rejects with the same PostgreSQL errors: code, detail, constraint, position, and the statement', async () => {
    const duplicate = (db: Db) => db.insert(users).values({ email: 'parity@example.com', displayName: 'Twice', handle: 'twice' });
    const cases = [duplicate, (db: Db) => db.execute(sql`SELEC 1`), (db: Db) => db.execute(sql`SELECT 1 / ${0}::int`)];
    for (const work of cases) {
      const [a, b] = await failures(work);
      const [causeA, causeB] = [(a as Error).cause, (b as Error).cause] as [messages.DatabaseError, messages.DatabaseError];
      expect(causeB).toBeInstanceOf(messages.DatabaseError);
      expect(comparable(causeB)).toEqual(comparable(causeA));
      expect((b as Error).message).toBe((a as Error).message);
    }
    const [, unique] = await failures(duplicate);
    expect((unique as Error).cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(parity@example.com) already exists.',
      table: 'users',
    });
  });

  it('rejects with the same plain errors for bad parameters', async () => {
    const [a, b] = await Promise.all(
      [direct.query('SELECT $1::bool', ['maybe']), worker.query('SELECT $1::bool', ['maybe'])].map((p) => p.catch((e: Error) => e)),
    );
    expect((b as Error).message).toBe((a as Error).message);
    await expect(worker.query('SELECT $1::text', [() => 1])).rejects.toThrow(/could not be cloned/);
    await expect(worker.query('SELECT 1', [], { parsers: { 23: (v) => Number(v) * 2 } })).rejects.toBeInstanceOf(
      UnsupportedQueryOptionError,
    );
  });

  it('commits a transaction, and rolls it back when its callback throws', async () => {
    const count = async () => (await queryRows<{ n: number }>(workerDb, sql`SELECT count(*)::int AS n FROM tx_probe`))[0]!.n;
    const start = await count();
    await workerDb.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO tx_probe VALUES (1), (2)`);
    });
    expect(await count()).toBe(start + 2);
    const boom = new Error('boom');
    await expect(
      workerDb.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tx_probe VALUES (3)`);
        throw boom;
      }),
    ).rejects.toBe(boom);
    await expect(
      workerDb.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tx_probe VALUES (4)`);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(await count()).toBe(start + 2);
  });

  it('keeps nested savepoints: an inner failure rolls back only the inner part', async () => {
    await workerDb.execute(sql`TRUNCATE tx_probe`);
    await workerDb.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO tx_probe VALUES (10)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO tx_probe VALUES (11)`);
      });
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO tx_probe VALUES (12)`);
          await inner.execute(sql`SELECT 1 / 0`);
        }),
      ).rejects.toThrow();
      await tx.execute(sql`INSERT INTO tx_probe VALUES (13)`);
    });
    expect(await queryRows(workerDb, sql`SELECT n FROM tx_probe ORDER BY n`)).toEqual([{ n: 10 }, { n: 11 }, { n: 13 }]);
  });

  it('refuses to commit a transaction whose statement failed, as PGlite does', async () => {
    const swallow = (pg: PGlite | PgliteWorkerClient) =>
      pg.transaction(async (tx) => {
        await tx.query('SELECT 1 / 0').catch(() => undefined);
      });
    const [a, b] = await Promise.all([swallow(direct), swallow(worker)].map((p) => p.catch((e: unknown) => e)));
    expect(b).toBeInstanceOf(TransactionAbortedError);
    expect(b).toMatchObject({ code: '25P02', message: (a as Error).message });
  });

  it('makes other statements wait until a transaction ends', async () => {
    await workerDb.execute(sql`TRUNCATE tx_probe`);
    let settled = false;
    let outside: Promise<number> | undefined;
    await expect(
      workerDb.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tx_probe VALUES (1)`);
        outside = queryRows<{ n: number }>(workerDb, sql`SELECT count(*)::int AS n FROM tx_probe`).then((rows) => {
          settled = true;
          return rows[0]!.n;
        });
        // The worker answers in order: had the outside statement not waited, its answer would come before these.
        await tx.execute(sql`SELECT 1`);
        await tx.execute(sql`SELECT 2`);
        expect(settled).toBe(false);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // It ran after the rollback: inside the transaction it would have counted the inserted row.
    expect(await outside).toBe(0);
  });

  it('carries NOTIFY to listeners once committed, never a rolled-back one, until they stop listening', async () => {
    const heard: string[] = [];
    let onHeard!: () => void;
    const stop = await worker.listen('probe_channel', { onPayload: (payload) => (heard.push(payload), onHeard?.()) });
    const next = () => new Promise<void>((resolve) => (onHeard = resolve));

    let arrived = next();
    await workerDb.execute(sql`SELECT pg_notify('probe_channel', ${'{"id":1}'})`);
    await arrived;
    arrived = next();
    await expect(
      workerDb.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('probe_channel', 'rolled back')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await workerDb.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('probe_channel', 'committed')`);
      expect(heard).toEqual(['{"id":1}']);
    });
    await arrived;
    expect(heard).toEqual(['{"id":1}', 'committed']);

    await stop();
    await workerDb.execute(sql`SELECT pg_notify('probe_channel', 'after')`);
    // A statement after it has been answered, so a notification of the one before would have come first.
    await workerDb.execute(sql`SELECT 1`);
    expect(heard).toEqual(['{"id":1}', 'committed']);
    await expect(worker.listen('Bad channel; DROP TABLE ads', { onPayload: () => undefined })).rejects.toThrow('Not a plain channel name');
  });

  it('answers 503-class errors, never hangs, once an in-memory worker has died', async () => {
    const logged: string[] = [];
    worker.logTo({ error: (_fields, message) => logged.push(message), info: (message) => logged.push(message) });
    const inFlight = worker.query('SELECT pg_sleep(0.2)').catch((e: unknown) => e);
    await worker.worker!.terminate();
    expect(await inFlight).toBeInstanceOf(DatabaseUnavailableError);
    expect(await inFlight).toMatchObject({ code: '08006' });
    await expect(worker.query('SELECT 1')).rejects.toMatchObject({ code: '08006' });
    await expect(workerDb.transaction(async () => undefined)).rejects.toMatchObject({ code: '08006' });
    expect(logged).toEqual(['The database worker stopped; an in-memory database cannot be reopened']);
  });
});

describe('listening across a replaced worker', () => {
  it('listens again on the new worker and tells the listener to catch up', { timeout: 60_000 }, async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-listen-'));
    const client = await PgliteWorkerClient.open({ dataDir: dir });
    try {
      client.logTo({ error: () => undefined, info: () => undefined });
      const heard: string[] = [];
      let onHeard!: () => void;
      const arrived = new Promise<void>((resolve) => (onHeard = resolve));
      let onReconnect!: () => void;
      const reconnected = new Promise<void>((resolve) => (onReconnect = resolve));
      await client.listen('probe_channel', { onPayload: (payload) => (heard.push(payload), onHeard()), onReconnect });

      await client.worker!.terminate();
      await reconnected;
      await client.query(`SELECT pg_notify('probe_channel', 'after the restart')`);
      await arrived;
      expect(heard).toEqual(['after the restart']);
    } finally {
      await client.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
