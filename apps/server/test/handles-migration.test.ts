import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { handleFromName, isHandle } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { databaseAt, migrationsUpTo } from './helpers/migrations.ts';
import { DB_KINDS } from './helpers/test-app.ts';

/** The last migration before users had handles. */
const BEFORE_HANDLES = '0005_one_open_order_per_ad_plan';

/** People as they were before handles, oldest first: equal names, names with nothing Latin, odd and long ones. */
const PEOPLE = [
  'Ravi Kumar',
  'Ravi Kumar',
  'RAVI  kumar!!',
  'రవి కుమార్',
  'लक्ष्मी',
  'Seller',
  'A',
  '---',
  'Venkata Satya Narayana Murthy Garu',
  'Venkata Satya Narayana Murthy',
  "D'Souza & Sons (ECIL)",
];

describe.each(DB_KINDS)('the handles migration (0006) on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let folder: string;
  let rows: Array<{ id: string; display_name: string; handle: string; handle_changed_at: Date | null }>;

  beforeAll(async () => {
    folder = await migrationsUpTo(BEFORE_HANDLES);
    ({ database, drop } = await databaseAt(kind, folder));
    for (const [i, name] of PEOPLE.entries()) {
      const email = `person-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      await database.db.execute(
        sql`INSERT INTO users (email, display_name, created_at) VALUES (${email}, ${name}, now() - make_interval(days => ${100 - i}))`,
      );
    }
    await database.migrate();
    rows = await queryRows(database.db, sql`SELECT id, display_name, handle, handle_changed_at FROM users ORDER BY created_at`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  it('gives everyone a unique handle that a profile address can carry', () => {
    expect(rows).toHaveLength(PEOPLE.length);
    expect(new Set(rows.map((r) => r.handle)).size).toBe(PEOPLE.length);
    for (const row of rows) {
      expect(isHandle(row.handle), `${row.display_name} -> ${row.handle}`).toBe(true);
      expect(row.handle.length).toBeLessThanOrEqual(30);
      expect(row.handle_changed_at).toBeNull();
    }
  });

  it('keeps the plain handle for the first of a name and marks later ones with the start of their id', () => {
    const [first, second, shouting, telugu, hindi, seller, a, dashes, longer, long] = rows;
    expect(first!.handle).toBe('ravi-kumar');
    for (const later of [second!, shouting!]) expect(later.handle).toBe(`ravi-kumar-${later.id.replace(/-/g, '').slice(0, 6)}`);
    // Names with no Latin letters or digits start as "seller", shared with a person really called Seller.
    expect(telugu!.handle).toBe('seller');
    for (const later of [hindi!, seller!, dashes!]) expect(later.handle).toBe(`seller-${later.id.replace(/-/g, '').slice(0, 6)}`);
    expect(a!.handle).toBe('a');
    // Cut to 23 characters without a dash at the end, as handleFromName makes them for new people.
    expect(longer!.handle).toBe(handleFromName('Venkata Satya Narayana Murthy Garu'));
    expect(long!.handle).toBe(`${longer!.handle}-${long!.id.replace(/-/g, '').slice(0, 6)}`);
    expect(rows.at(-1)!.handle).toBe('d-souza-sons-ecil');
  });

  it('refuses a second person with a taken handle', async () => {
    await expect(
      database.db.execute(sql`INSERT INTO users (email, display_name, handle) VALUES ('late@example.com', 'Ravi Kumar', 'ravi-kumar')`),
    ).rejects.toThrow();
  });
});
