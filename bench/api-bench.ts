import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdListQuerySchema } from '@mohalla/shared';
import pg from 'pg';
import { CONNECTION_OPTIONS, openDatabase } from '../apps/server/src/db/client.ts';
import { DEFAULT_DATABASE_POOL_SIZE } from '../apps/server/src/config/env.ts';
import { SESSION_COOKIE } from '../apps/server/src/base/viewer.ts';
import { sha256 } from '../apps/server/src/modules/auth/sessions.service.ts';
import { benchDatabaseName, DEFAULT_BENCH_URL, readArgs } from './lib/args.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { runMix } from './lib/mix-scenario.ts';
import { createRssSampler } from './lib/rss.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { createRecordingService, timeConcurrent, timeSerial, type Statement } from './lib/sql-replay.ts';
import { ms, type Summary } from './lib/stats.ts';

/**
 * `npm run bench:api`: starts the production server on the bench database (or uses --url), loads each scenario
 * with autocannon, then times the very SQL the ads repository sends for it, alone and at the same concurrency.
 */
const args = readArgs(
  {
    'database-url': process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
    url: '',
    port: '3900',
    connections: '50',
    seconds: '10',
    warmup: '3',
    'sql-seconds': '3',
    only: '',
    explain: 'false',
    soak: '0',
    encoding: 'gzip, deflate, br',
    out: path.resolve(import.meta.dirname, 'results/api-latest.json'),
    // The realistic mix (bench/lib/mix.ts): --mix true, with the options below.
    mix: 'false',
    caches: 'off',
    requests: '10000',
    // Unset: 100 a connection, at least 1,000. Each of the server's connections plans a statement text five times before
    // it may keep a plan (decision 023): at 50 connections the first ~6,000 requests ran at 60% of the steady speed.
    'warmup-requests': '',
    seed: '18',
    target: 'api',
    'data-dir': '',
    slowest: '20',
    'sql-sample': '2000',
    // With --mix true and --url: a second running server, each request sent to both (bench/lib/mix-paired.ts).
    against: '',
    pids: '',
  },
  'npm run bench:api -- [--seconds 10] [--connections 50] [--only browse,detail] [--url http://host:port]\n' +
    '       npm run bench:api -- --mix true [--caches off|defaults] [--connections 50] [--requests 10000] [--seed 18] [--target api|page|ad-page] [--data-dir /tmp/pglite-dir]\n' +
    '       npm run bench:api -- --mix true --url http://127.0.0.1:3901 [--against http://127.0.0.1:3902 [--pids 123,456]]',
);
if (!(args.mix === 'true' && args['data-dir'])) benchDatabaseName(args['database-url']);
const connections = Number(args.connections);
const seconds = Number(args.seconds);

/** Who asks: a returning visitor (the default), a signed-in person, or a new visitor on every request. */
type Caller = 'visitor' | 'member' | 'new-visitors';
type Scenario = { name: string; paths: string[]; caller?: Caller; note?: string };

/** Cursors of deep positions (decision 014), found once through the service; a name not here has no scenario. */
type DeepCursors = Record<string, string>;

/** Where each deep scenario starts: the list, and the page it shows (its cursor is the previous page's nextCursor). */
const DEEP: Array<{ name: string; query: string; page: number }> = [
  { name: 'page 1000', query: '', page: 1000 },
  { name: 'page 10000', query: '', page: 10_000 },
  { name: 'price-low page 1000', query: 'sort=price-low', page: 1000 },
  { name: 'search "rent" page 100', query: 'search=rent', page: 100 },
];

function deepScenarios(cursors: DeepCursors): Scenario[] {
  return DEEP.flatMap(({ name, query, page }) => {
    const base = `/api/ads?${query ? `${query}&` : ''}page=${page}`;
    const cursor = cursors[name];
    return [
      { name: `${name} by offset`, paths: [base] },
      ...(cursor ? [{ name: `${name} by cursor`, paths: [`${base}&cursor=${cursor}`] }] : []),
    ];
  });
}

/** The nextCursor of the page before each deep page, read by OFFSET as the web app would have walked to it. */
async function findDeepCursors(recorder: ReturnType<typeof createRecordingService>, only: string[]): Promise<DeepCursors> {
  const cursors: DeepCursors = {};
  for (const { name, query, page } of DEEP) {
    if (only.length && !only.some((o) => `${name} by cursor`.toLowerCase().includes(o))) continue;
    const parsed = AdListQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(query)), page: page - 1 });
    await recorder.record(async (service) => {
      const { nextCursor } = await service.list(parsed);
      if (nextCursor) cursors[name] = nextCursor;
    });
  }
  return cursors;
}

const onlyNames = () =>
  args.only
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

function scenarios(liveIds: number[], cursors: DeepCursors = {}): Scenario[] {
  const list: Scenario[] = [
    { name: 'browse (default sort)', paths: ['/api/ads'] },
    { name: 'category + location', paths: ['/api/ads?category=electronics&location=ecil'] },
    { name: 'search common word "rent"', paths: ['/api/ads?search=rent'] },
    { name: 'search rare word "harmonium"', paths: ['/api/ads?search=harmonium'] },
    { name: 'search prefix "iphon"', paths: ['/api/ads?search=iphon'] },
    { name: 'search typo "samsng"', paths: ['/api/ads?search=samsng'] },
    ...(['premium', 'recent', 'price-low', 'price-high', 'popular'] as const).map((sort) => ({
      name: `sort ${sort}`,
      paths: [`/api/ads?sort=${sort}`],
    })),
    { name: 'filter + search + sort', paths: ['/api/ads?category=real-estate&location=nagaram&search=flat&sort=price-low'] },
    { name: 'search "flat", cheapest first', paths: ['/api/ads?search=flat&sort=price-low'] },
    { name: 'page 20', paths: ['/api/ads?page=20'] },
    ...deepScenarios(cursors),
    { name: 'ad detail (random live ads)', paths: liveIds.map((id) => `/api/ads/${id}`) },
    { name: 'ad detail, a new visitor each time', paths: liveIds.map((id) => `/api/ads/${id}`), caller: 'new-visitors' },
    { name: 'signed in: browse', paths: ['/api/ads'], caller: 'member' },
    { name: 'signed in: category + location', paths: ['/api/ads?category=electronics&location=ecil'], caller: 'member' },
    { name: 'signed in: ad detail', paths: liveIds.map((id) => `/api/ads/${id}`), caller: 'member' },
    // A visitor's first load of a landing page: the HTML with the page drawn by the server (decision 016).
    { name: 'page: home (HTML)', paths: ['/'] },
    { name: 'page: browse (HTML)', paths: ['/categories', '/categories/electronics?location=ecil', '/categories?search=rent'] },
    { name: 'page: an ad (HTML)', paths: liveIds.map((id) => `/ad/${id}`) },
    { name: 'categories (catalogue)', paths: ['/api/categories'] },
  ];
  const only = onlyNames();
  return only.length ? list.filter((s) => only.some((o) => s.name.toLowerCase().includes(o))) : list;
}

type Row = {
  scenario: string;
  server: LoadResult;
  sqlSerial?: Summary;
  sqlConcurrent?: { latency: Summary; rps: number };
  statements: number;
};

async function main(): Promise<void> {
  if (args.mix === 'true') return mix();
  // New index migrations reach the bench database before anything is measured (the server would apply them too).
  const database = await openDatabase({ databaseUrl: args['database-url'] });
  await database.migrate();
  await database.close();
  const pool = new pg.Pool({ connectionString: args['database-url'], options: CONNECTION_OPTIONS, max: DEFAULT_DATABASE_POOL_SIZE });
  const facts = (
    await pool.query(`
    SELECT count(*)::int AS ads, count(*) FILTER (WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()))::int AS live,
      pg_size_pretty(pg_database_size(current_database())) AS size, current_setting('server_version') AS pg
    FROM ads`)
  ).rows[0];
  const liveIds = (
    await pool.query<{ id: number }>(
      `SELECT id FROM ads WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()) ORDER BY random() LIMIT 500`,
    )
  ).rows.map((r) => r.id);
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${facts.pg}`;
  console.log(
    `${machine}\nads ${facts.ads} (${facts.live} live), database ${facts.size}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`${connections} connections, ${args.warmup} s warm-up + ${seconds} s per scenario, accept-encoding "${args.encoding}"\n`);

  const cursors = await findDeepCursors(createRecordingService(pool), onlyNames());
  if (args.explain === 'true') return explainAll(pool, liveIds, cursors);
  let server: RunningServer | undefined;
  const baseUrl =
    args.url ||
    (server = await startServer({
      databaseUrl: args['database-url'],
      port: Number(args.port),
      logFile: path.resolve(import.meta.dirname, 'results/server.log'),
    })).baseUrl;
  const rss = createRssSampler(server?.pid);
  const rssAtStart = rss.now();
  const headers = { 'accept-encoding': args.encoding, 'user-agent': 'mohalla-bench' };
  if (Number(args.soak) > 0) {
    try {
      await soak(baseUrl, scenarios(liveIds, cursors), headers, rss);
    } finally {
      rss.stop();
      await server?.stop();
      await pool.end();
    }
    return;
  }
  const recorder = createRecordingService(pool);
  const member = await createBenchSession(pool);
  let visitorNo = 0;
  const rows: Row[] = [];
  try {
    for (const scenario of scenarios(liveIds, cursors)) {
      let next = 0;
      const pick = () => scenario.paths[next++ % scenario.paths.length]!;
      const caller = scenario.caller ?? 'visitor';
      const load = {
        baseUrl,
        path: pick,
        connections,
        headers: caller === 'member' ? { ...headers, cookie: member.cookie } : headers,
        headersFor: caller === 'new-visitors' ? () => ({ 'user-agent': `mohalla-bench-visitor-${++visitorNo}` }) : undefined,
      };
      await runLoad({ ...load, seconds: Number(args.warmup) });
      const server = await runLoad({ ...load, seconds });
      const statements = await recordStatements(recorder, scenario.paths.slice(0, 100), caller === 'member' ? member : null);
      const row: Row = { scenario: scenario.name, server, statements: statements[0]?.length ?? 0 };
      if (row.statements > 0) {
        let i = 0;
        const nextStatements = () => statements[i++ % statements.length]!;
        row.sqlSerial = await timeSerial(pool, nextStatements, Number(args['sql-seconds']));
        row.sqlConcurrent = await timeConcurrent(pool, nextStatements, connections, seconds);
      }
      rows.push(row);
      console.log(formatRow(row));
    }
  } finally {
    rss.stop();
    await server?.stop();
    await member.remove();
    await pool.end();
  }
  console.log(`\n${table(rows)}`);
  const memory = server ? { rssAtStartMb: rssAtStart, peakRssMb: rss.peak() } : undefined;
  if (memory)
    console.log(`\nserver RSS: ${memory.rssAtStartMb?.toFixed(0)} MB after start, peak ${memory.peakRssMb.toFixed(0)} MB under load`);
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, JSON.stringify({ at: new Date().toISOString(), machine, facts, connections, seconds, memory, rows }, null, 2));
  console.log(`\nresults written to ${path.relative(process.cwd(), args.out)}`);
}

/** `--mix true`: the realistic mix, every request once (bench/lib/mix-scenario.ts). */
function mix(): Promise<void> {
  if (args.caches !== 'off' && args.caches !== 'defaults') throw new Error('--caches must be off or defaults');
  if (args.target !== 'api' && args.target !== 'page' && args.target !== 'ad-page')
    throw new Error('--target must be api, page or ad-page');
  return runMix({
    databaseUrl: args['data-dir'] ? '' : args['database-url'],
    dataDir: args['data-dir'],
    port: Number(args.port),
    connections,
    requests: Number(args.requests),
    warmupRequests: args['warmup-requests'] ? Number(args['warmup-requests']) : Math.max(1000, 100 * connections),
    seed: Number(args.seed),
    target: args.target,
    caches: args.caches,
    slowest: Number(args.slowest),
    sqlSample: Number(args['sql-sample']),
    sqlSeconds: Number(args['sql-seconds']) * 3,
    encoding: args.encoding,
    resultsDir: path.dirname(args.out),
    url: args.url,
    against: args.against,
    pids: args.pids ? (args.pids.split(',').map(Number) as [number, number]) : null,
  });
}

/**
 * `--soak 10`: every list and detail scenario in turn for N minutes at the same concurrency, sampling the server's
 * RSS, to show whether memory grows. Prints RSS per minute and the latency of each minute.
 */
async function soak(
  baseUrl: string,
  list: Scenario[],
  headers: Record<string, string>,
  rss: ReturnType<typeof createRssSampler>,
): Promise<void> {
  // Deep OFFSET pages cost seconds each: they would stall every other path of the soak.
  const paths = list
    .filter((s) => !s.name.includes('catalogue') && !s.name.includes('cheapest') && !s.name.includes('by offset'))
    .flatMap((s) => s.paths.slice(0, 20));
  let next = 0;
  const minutes = Number(args.soak);
  const perMinute: Array<{ minute: number; rps: number; p50: number; p95: number; p99: number; rssMb: number; non2xx: number }> = [];
  console.log(`soak: ${paths.length} paths in turn, ${minutes} min\nminute  req/s   p50    p95    p99   RSS MB`);
  for (let minute = 1; minute <= minutes; minute++) {
    const result = await runLoad({ baseUrl, path: () => paths[next++ % paths.length]!, connections, seconds: 60, headers });
    const row = { minute, rps: result.rps, ...result.latency, rssMb: rss.now() ?? NaN, non2xx: result.non2xx + result.errors };
    perMinute.push(row);
    console.log(
      `${String(minute).padStart(6)} ${row.rps.toFixed(0).padStart(6)} ${ms(row.p50).padStart(6)} ${ms(row.p95).padStart(6)} ${ms(row.p99).padStart(6)} ${row.rssMb.toFixed(0).padStart(8)}`,
    );
  }
  const summary = { at: new Date().toISOString(), minutes, connections, peakRssMb: rss.peak(), samples: rss.samples, perMinute };
  console.log(
    `peak RSS ${summary.peakRssMb.toFixed(0)} MB; RSS after minute 1 ${perMinute[0]?.rssMb.toFixed(0)} MB, after minute ${minutes} ${perMinute.at(-1)?.rssMb.toFixed(0)} MB`,
  );
  const file = path.resolve(import.meta.dirname, 'results/soak-latest.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(summary, null, 2));
}

/** `--explain true`: EXPLAIN ANALYZE of every statement each scenario sends, into results/plans.txt; no load. */
async function explainAll(pool: pg.Pool, liveIds: number[], cursors: DeepCursors): Promise<void> {
  const recorder = createRecordingService(pool);
  const out: string[] = [];
  for (const scenario of scenarios(liveIds, cursors)) {
    const [statements = []] = await recordStatements(recorder, scenario.paths.slice(0, 1));
    out.push(`## ${scenario.name} (${scenario.paths[0]})`);
    const client = await pool.connect();
    for (const s of statements) {
      const isExplainable = /^\s*(with|select)/i.test(s.text);
      const result = await client.query({ text: isExplainable ? `EXPLAIN (ANALYZE, BUFFERS) ${s.text}` : s.text, values: s.params });
      const plan = isExplainable ? result.rows.map((r) => r['QUERY PLAN']).join('\n') : '(run, not explained)';
      out.push(`${s.text.replace(/\s+/g, ' ').slice(0, 300)}\n  params ${JSON.stringify(s.params).slice(0, 200)}\n${plan}\n`);
    }
    client.release();
  }
  await pool.end();
  const file = path.resolve(import.meta.dirname, 'results/plans.txt');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out.join('\n'));
  console.log(`plans written to ${path.relative(process.cwd(), file)}`);
}

type BenchSession = { userId: string; sessionId: string; cookie: string; remove: () => Promise<void> };

/** A session for the signed-in scenarios, made as the server makes one (only the token's hash is stored). */
async function createBenchSession(pool: pg.Pool): Promise<BenchSession> {
  const token = crypto.randomBytes(32).toString('base64url');
  const sessionId = sha256(token);
  const {
    rows: [user],
  } = await pool.query<{ id: string }>('SELECT id FROM users ORDER BY created_at LIMIT 1');
  if (!user) throw new Error('the bench database has no users: run npm run bench:generate first');
  await pool.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [sessionId, user.id]);
  return {
    userId: user.id,
    sessionId,
    cookie: `${SESSION_COOKIE}=${token}`,
    remove: async () => {
      await pool.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
    },
  };
}

/** Statements the repository sends for each path (catalogue paths send none while cached), as `member` when given. */
async function recordStatements(
  recorder: ReturnType<typeof createRecordingService>,
  paths: string[],
  member: BenchSession | null = null,
): Promise<Statement[][]> {
  const all: Statement[][] = [];
  const viewer = member && { userId: member.userId };
  for (const p of paths) {
    const [route, query = ''] = p.split('?');
    const detail = /^\/api\/ads\/(\d+)$/.exec(route!);
    if (route === '/api/ads') {
      const parsed = AdListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      all.push(await recorder.record((s) => s.list(parsed), member?.sessionId));
    } else if (detail) {
      const id = Number(detail[1]);
      const who = { userId: viewer?.userId, ip: '127.0.0.1', userAgent: 'mohalla-bench' };
      all.push(await recorder.record((s) => s.detail(id, viewer, who), member?.sessionId));
    }
  }
  return all.filter((s) => s.length > 0);
}

const cols = [
  'scenario',
  'req/s',
  'p50',
  'p95',
  'p99',
  'SQL alone p50',
  'SQL at c50 p50',
  'SQL at c50 p95',
  'SQL at c50 q/s',
  'overhead',
  'non-2xx',
];

function cells(r: Row): string[] {
  const sql = r.sqlConcurrent?.latency;
  return [
    r.scenario,
    r.server.rps.toFixed(0),
    ms(r.server.latency.p50),
    ms(r.server.latency.p95),
    ms(r.server.latency.p99),
    r.sqlSerial ? ms(r.sqlSerial.p50) : 'none (cached)',
    sql ? ms(sql.p50) : '-',
    sql ? ms(sql.p95) : '-',
    r.sqlConcurrent ? r.sqlConcurrent.rps.toFixed(0) : '-',
    sql ? `${(r.server.latency.p50 / sql.p50).toFixed(2)}x` : '-',
    String(r.server.non2xx + r.server.errors),
  ];
}

const formatRow = (r: Row) => cols.map((c, i) => `${c}=${cells(r)[i]}`).join('  ');

function table(rows: Row[]): string {
  return [
    `| ${cols.join(' | ')} |`,
    `|${cols.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${cells(r).join(' | ')} |`),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exit(1);
});
