import type { SqlClient } from './loader.ts';

/**
 * Secondary indexes are dropped before the bulk load and rebuilt after it (much faster than maintaining
 * GIN and b-tree indexes row by row). Their definitions are parked in a table first, so a load that dies
 * half-way still gets them back on the next run.
 */
const PARKED = 'bench_parked_indexes';

export async function dropSecondaryIndexes(client: SqlClient, tables: string[]): Promise<number> {
  await client.query(`CREATE TABLE IF NOT EXISTS ${PARKED} (name text PRIMARY KEY, def text NOT NULL)`);
  await client.query(
    `
    INSERT INTO ${PARKED} (name, def)
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = 'public' AND i.tablename = ANY($1) AND NOT x.indisprimary AND NOT x.indisunique
    ON CONFLICT (name) DO UPDATE SET def = excluded.def`,
    [tables],
  );
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${PARKED}`);
  for (const { name } of rows) await client.query(`DROP INDEX IF EXISTS "${name}"`);
  return rows.length;
}

/** Rebuilds every parked index, largest tables' GIN indexes included; returns the names with their build times. */
export async function restoreIndexes(client: SqlClient, log: (line: string) => void): Promise<void> {
  const exists = await client.query(`SELECT to_regclass($1) AS t`, [PARKED]);
  if (!exists.rows[0]?.t) return;
  const { rows } = await client.query<{ name: string; def: string }>(`SELECT name, def FROM ${PARKED} ORDER BY name`);
  for (const { name, def } of rows) {
    const started = performance.now();
    await client.query(def.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    await client.query(`DELETE FROM ${PARKED} WHERE name = $1`, [name]);
    log(`  index ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query(`DROP TABLE ${PARKED}`);
}
