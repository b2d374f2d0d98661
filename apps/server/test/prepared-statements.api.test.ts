import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, POOL_IDLE_MS, queryRows, statementName, type Database } from '../src/db/client.ts';
import { createServerDatabase } from './helpers/test-app.ts';

const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;
const sum = (n: number) => sql`SELECT ${n}::int + 1 AS n`;

// Statements written as SQL are prepared once per connection under a name drawn from their text (db/client.ts).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('statements prepared once per connection (PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let database: Database;

  beforeAll(async () => {
    server = await createServerDatabase();
    database = await openDatabase({ databaseUrl: server.url });
  });

  afterAll(async () => {
    await database?.close();
    await server?.drop();
  });

  it('prepares a statement under its text’s name and answers every call with that call’s values', async () => {
    await database.db.transaction(async (tx) => {
      // One connection for the whole transaction: the statement is prepared on it once and used again.
      expect(await queryRows(tx, sum(1))).toEqual([{ n: 2 }]);
      expect(await queryRows(tx, sum(41))).toEqual([{ n: 42 }]);
      const prepared = await queryRows<{ name: string; statement: string }>(tx, sql`SELECT name, statement FROM pg_prepared_statements`);
      expect(prepared).toContainEqual({ name: statementName(textOf(sum(1))), statement: textOf(sum(1)) });
      expect(prepared.filter((p) => p.statement === textOf(sum(1)))).toHaveLength(1);
    });
  });

  it('answers rows as objects with the values drizzle gives, the same as PGlite, in and out of a transaction', async () => {
    const kinds = sql`SELECT 7::int AS i, 9007199254740993::bigint AS big, 12.50::numeric(12,2) AS price, true AS yes,
      NULL::text AS nothing, 'ఫ్యాన్'::text AS word, '{"a":[1]}'::jsonb AS doc, ARRAY[1,2]::int[] AS ids,
      '2026-11-27 10:00:00+00'::timestamptz AS at, '2026-11-27'::date AS day, '1 day'::interval AS span,
      ARRAY['2026-11-27 10:00:00+00'::timestamptz] AS ats, 1 AS twice, 2 AS twice`;
    const [row] = await queryRows<Record<string, unknown>>(database.db, kinds);
    expect(row).toEqual({
      i: 7,
      big: '9007199254740993',
      price: '12.50',
      yes: true,
      nothing: null,
      word: 'ఫ్యాన్',
      doc: { a: [1] },
      ids: [1, 2],
      // Dates and times stay the text PostgreSQL sent, as drizzle's driver keeps them.
      at: '2026-11-27 10:00:00+00',
      day: '2026-11-27',
      span: '1 day',
      ats: '{"2026-11-27 10:00:00+00"}',
      // A name given twice keeps its last value, as pg's objects did.
      twice: 2,
    });
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(await database.db.transaction((tx) => queryRows(tx, kinds))).toEqual([row]);
    const embedded = await openDatabase({ inMemory: true });
    try {
      const [fromPglite] = await queryRows<Record<string, unknown>>(embedded.db, kinds);
      // PGlite's driver makes a bigint a BigInt and parses arrays of dates itself; every other value is the same.
      expect({ ...fromPglite, big: row!.big, ats: row!.ats }).toEqual(row);
    } finally {
      await embedded.close();
    }
  });

  it('names different texts differently and the same text the same on every call', () => {
    expect(statementName(textOf(sum(1)))).toBe(statementName(textOf(sum(2))));
    expect(statementName('SELECT 1')).not.toBe(statementName('SELECT 2'));
  });

  it('answers from the rows as they are now, after a change to what a prepared statement reads', async () => {
    await database.db.transaction(async (tx) => {
      await queryRows(tx, sql`CREATE TEMP TABLE notes (body text) ON COMMIT DROP`);
      const bodies = () => queryRows<{ body: string }>(tx, sql`SELECT body FROM notes ORDER BY body`);
      expect(await bodies()).toEqual([]);
      await queryRows(tx, sql`INSERT INTO notes VALUES (${'first'})`);
      expect(await bodies()).toEqual([{ body: 'first' }]);
    });
  });

  // A new connection plans every statement text anew (decision 023, "connections kept for an hour"): a lull must not
  // close the pool, as pg-pool's default of 10 s idle did.
  it('keeps an idle connection, and what it prepared, through a lull of minutes', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const backend = sql`SELECT pg_backend_pid() AS pid`;
    const pidNow = async () => (await queryRows<{ pid: number }>(database.db, backend))[0]!.pid;
    // Only the idle timer is faked: the driver's sockets and its other timers run as they do.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await pidNow();
      expect(pool.idleCount).toBeGreaterThan(0);
      vi.advanceTimersByTime(5 * 60_000);
      expect(pool.idleCount).toBeGreaterThan(0);
      expect(await pidNow()).toBe(first);
      // Past the idle limit it is closed after all, so the database's memory is given back in a quiet hour.
      vi.advanceTimersByTime(POOL_IDLE_MS + 1_000);
      expect(pool.totalCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs every connection without JIT compilation, which cost more than the statements it compiled', async () => {
    // Several at once, so more than one connection of the pool answers.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.transaction(async (tx) => queryRows<{ jit: string }>(tx, sql`SELECT current_setting('jit') AS jit`)),
      ),
    );
    expect(answers.flat()).toEqual(Array.from({ length: 4 }, () => ({ jit: 'off' })));
  });
});
