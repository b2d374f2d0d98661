/**
 * Counts what the load users left in a database, straight from SQL: `npx tsx bench/load/lib/db-counts.ts <pglite dir>`
 * or `... postgres://...`. Prints one JSON line. For PGlite it runs in its own process with PGlite's debug log on,
 * so the caller can read from the output whether the database was shut down cleanly or had to recover its WAL.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const COUNTS_SQL = `
  SELECT
    (SELECT count(*)::int FROM ads a JOIN users u ON u.id = a.owner_id WHERE u.email LIKE 'load-%') AS ads,
    (SELECT count(*)::int FROM ad_images i JOIN users u ON u.id = i.owner_id WHERE u.email LIKE 'load-%') AS images,
    (SELECT count(*)::int FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'load-%' AND p.state = 'COMPLETED') AS payments_completed,
    (SELECT count(*)::int FROM ads a JOIN users u ON u.id = a.owner_id WHERE u.email LIKE 'load-%' AND a.status = 'active') AS ads_active,
    (SELECT count(*)::int FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.email LIKE 'load-%') AS favorites,
    (SELECT count(*)::int FROM users WHERE email LIKE 'load-%') AS users`;

export type Counts = { ads: number; images: number; payments_completed: number; ads_active: number; favorites: number; users: number };

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: db-counts.ts <pglite dir | postgres url>');
  if (/^postgres(ql)?:\/\//.test(target)) {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const { rows } = await client.query(COUNTS_SQL);
    await client.end();
    console.log(`COUNTS ${JSON.stringify(rows[0])}`);
    return;
  }
  const db = await PGlite.create({ dataDir: target, extensions: { pg_trgm }, debug: 1 });
  const { rows } = await db.query(COUNTS_SQL);
  console.log(`COUNTS ${JSON.stringify(rows[0])}`);
  await db.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
