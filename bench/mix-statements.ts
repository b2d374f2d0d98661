/**
 * Where the mix's SQL time goes, by kind of statement: the statements the ads service sends for each request of the
 * mix (recorded as in `bench:api`), replayed one at a time alone, summed by kind, and the walks by how far they read.
 * No server: it measures the database's share only, which is what limits the mix at 50 connections.
 *
 * With `--planning true`, each statement is also planned alone (EXPLAIN without ANALYZE) and the planner's share is
 * given by kind: the time no index can save.
 *
 * `--prepared false` sends each statement unnamed, parsed afresh (the code before decision 023's prepared statements).
 *
 *   npx tsx bench/mix-statements.ts [--requests 1500] [--seed 18] [--planning true] [--prepared false] [--database-url postgres://…/bench]
 */
import pg from 'pg';
import { CONNECTION_OPTIONS, openDatabase } from '../apps/server/src/db/client.ts';
import { DEFAULT_BENCH_URL, readArgs } from './lib/args.ts';
import { recordRequest } from './lib/mix-sql.ts';
import { readMixSource } from './lib/mix-source.ts';
import { createMix } from './lib/mix.ts';
import { createRecordingService } from './lib/sql-replay.ts';

const args = readArgs(
  {
    requests: '1500',
    seed: '18',
    planning: 'false',
    prepared: 'true',
    'database-url': process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
  },
  'npx tsx bench/mix-statements.ts [--requests 1500] [--seed 18] [--planning true] [--prepared false] [--database-url URL]',
);
const withPlanning = args.planning === 'true';
/** As the server sends them (prepared once per connection, db/client.ts), or each parsed afresh (`--prepared false`). */
const isPrepared = args.prepared === 'true';
const url = args['database-url'];

/** A statement's kind, from the shapes the search and ads repositories write. */
function kindOf(text: string): string {
  if (text.includes('FROM search_words')) return 'lexicon counts';
  if (text.includes('WITH walked AS')) return text.includes('ORDER BY a.tier') ? 'walk, by relevance' : 'walk, in an order';
  if (text.includes('WITH matches AS')) return 'collection';
  if (text.includes('AS total FROM (SELECT 1')) return 'count up to the cap';
  if (text.includes('WITH m AS MATERIALIZED')) return 'exists (a way out of no results)';
  if (text.includes('json_to_recordset')) return "an ad page's view";
  if (text.includes('count(*) FILTER')) return 'probe (code before the short walk, decision 023)';
  if (/^\s*SELECT a\.hidden_reason/.test(text)) return "an ad page (the ad and its owner's figures)";
  if (/^\s*SELECT\s+a\.id, a\.owner_id/.test(text)) return 'a list without words';
  return `other: ${text.replace(/\s+/g, ' ').trim().slice(0, 50)}`;
}
const bucketOf = (read: number) =>
  read < 50 ? '< 50' : read < 200 ? '50-199' : read <= 1000 ? '200-1,000' : read < 5000 ? '1,001-4,999' : '>= 5,000';

const database = await openDatabase({ databaseUrl: url });
const source = await readMixSource(database.db, Number(args.seed));
await database.close();
const mix = createMix({ seed: Number(args.seed), requests: Number(args.requests), source });
const pool = new pg.Pool({ connectionString: url, options: CONNECTION_OPTIONS, max: 2 });
const recorder = createRecordingService(pool);

type Tally = { n: number; ms: number; rows: number; planning: number };
const add = (map: Map<string, Tally>, key: string, ms: number, rows = 0, planning = 0) => {
  const t = map.get(key) ?? { n: 0, ms: 0, rows: 0, planning: 0 };
  map.set(key, { n: t.n + 1, ms: t.ms + ms, rows: t.rows + rows, planning: t.planning + planning });
};
/** The planner's own time for a statement (EXPLAIN plans it without running it). */
async function planningMs(text: string, values: unknown[]): Promise<number> {
  const result = await pool.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (SUMMARY true) ${text}`, values });
  const line = result.rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Planning Time'));
  return Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? 0);
}
const byKind = new Map<string, Tally>();
const walks = new Map<string, Tally>();
let total = 0;
for (const request of mix) {
  for (const s of await recordRequest(recorder, { request })) {
    const started = performance.now();
    const name = isPrepared ? s.name : undefined;
    const result = await pool.query<{ walked_count?: number }>({ name, text: s.text, values: s.params });
    const ms = performance.now() - started;
    const kind = kindOf(s.text);
    total += ms;
    add(byKind, kind, ms, 0, withPlanning ? await planningMs(s.text, s.params) : 0);
    const read = result.rows[0]?.walked_count;
    if (kind.startsWith('walk') && read !== undefined) add(walks, `${kind}, ${bucketOf(read)} rows`, ms, read);
  }
}
await pool.end();

console.log(
  `${mix.length} requests of the mix (seed ${args.seed}), each statement replayed once alone: ${total.toFixed(0)} ms, ${(total / mix.length).toFixed(2)} ms a request\n`,
);
const planned = withPlanning ? ' planning each |' : '';
console.log(`| statements | n | ms each | share |${planned}\n|---|---:|---:|---:|${withPlanning ? '---:|' : ''}`);
for (const [kind, t] of [...byKind].sort((a, b) => b[1].ms - a[1].ms)) {
  const planning = withPlanning ? ` ${(t.planning / t.n).toFixed(2)} |` : '';
  console.log(`| ${kind} | ${t.n} | ${(t.ms / t.n).toFixed(2)} | ${((t.ms / total) * 100).toFixed(1)}% |${planning}`);
}
console.log('\n| walks that met a match, by rows read | n | rows read each | ms each |\n|---|---:|---:|---:|');
for (const [key, t] of [...walks].sort()) console.log(`| ${key} | ${t.n} | ${Math.round(t.rows / t.n)} | ${(t.ms / t.n).toFixed(2)} |`);
