import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_ADS_CACHE_SECONDS, DEFAULT_DATABASE_POOL_SIZE } from '../../apps/server/src/config/env.ts';
import { CONNECTION_OPTIONS, openDatabase } from '../../apps/server/src/db/client.ts';
import { ADS_LISTS_KEPT } from '../../apps/server/src/http/api.ts';
import { DRAWN_PAGE_TTL_MS, DRAWN_PAGES_KEPT } from '../../apps/server/src/http/spa.ts';
import { createMix, pathOf, type MixRequest, type MixTarget } from './mix.ts';
import { resolveCursors, sendAll, type Sent } from './mix-load.ts';
import { comparePaired } from './mix-paired.ts';
import { formatSummary, kindOf, latencyOf, summarizeRun, type MixSummary } from './mix-report.ts';
import { explainRequest, sqlOf, sqlOfMix, type SentRequest, type SqlOfMix } from './mix-sql.ts';
import { readMixSource } from './mix-source.ts';
import { startServer } from './server.ts';
import { createRecordingService } from './sql-replay.ts';
import { ms } from './stats.ts';

export type MixOptions = {
  /** PostgreSQL, or PGlite in `dataDir` when `databaseUrl` is empty. */
  databaseUrl: string;
  dataDir: string;
  port: number;
  connections: number;
  requests: number;
  warmupRequests: number;
  seed: number;
  target: MixTarget;
  /** `off`: ADS_CACHE_SECONDS=0; `defaults`: as `npm start` runs (ADS_CACHE_SECONDS unset). */
  caches: 'off' | 'defaults';
  slowest: number;
  /** Requests of the mix whose bare SQL is replayed (0: none), and for how long at the run's concurrency. */
  sqlSample: number;
  sqlSeconds: number;
  encoding: string;
  resultsDir: string;
  /** A server already running (its caches as it was started: `caches` then only says how hits are counted). */
  url: string;
  /** With `url`: a second running server, sent every request right after (or before) the first (mix-paired.ts). */
  against: string;
  /** With `against`: the two servers' process ids, for their CPU a request. */
  pids: [number, number] | null;
};

/** The server's default list cache (config/env.ts, api.ts) and its drawn pages' (spa.ts). */
const CACHE_DEFAULTS = {
  lists: { ttlMs: DEFAULT_ADS_CACHE_SECONDS * 1000, maxEntries: ADS_LISTS_KEPT },
  drawn: { ttlMs: DRAWN_PAGE_TTL_MS, maxEntries: DRAWN_PAGES_KEPT },
};

const TARGET_NAMES: Record<MixTarget, string> = { api: 'API', page: 'drawn search page', 'ad-page': 'drawn ad page' };

/** The commit and a digest of the uncommitted server and shared code: which search was measured. */
function codeVersion(): string {
  const run = (command: string) => execSync(command, { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' }).trim();
  try {
    const diff = run('git diff HEAD -- apps/server/src packages | sha1sum').slice(0, 10);
    return `${run('git rev-parse --short HEAD')} + working tree ${diff}`;
  } catch {
    return 'unknown';
  }
}

/** The highest one-minute load average seen while a run lasts. */
function watchLoad(): () => number {
  let highest = os.loadavg()[0]!;
  const timer = setInterval(() => (highest = Math.max(highest, os.loadavg()[0]!)), 2000);
  timer.unref();
  return () => {
    clearInterval(timer);
    return highest;
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * The drawn-page target measures the browse page a visitor opens with a search: the mix's searches only; the
 * ad-page target, an ad's page opened from a shared link: the mix's ad pages only (30% of it).
 */
function mixFor(options: MixOptions, seed: number, requests: number, source: Parameters<typeof createMix>[0]['source']): MixRequest[] {
  if (options.target === 'api') return createMix({ seed, requests, source });
  if (options.target === 'ad-page') {
    return createMix({ seed, requests: Math.ceil(requests * 4), source })
      .filter((m) => m.kind === 'detail')
      .slice(0, requests);
  }
  const all = createMix({ seed, requests: Math.ceil(requests * 2), source });
  return all.filter((m) => m.kind === 'list' && m.query.search).slice(0, requests);
}

/** Transactions PostgreSQL committed or rolled back in the database: those of the server's requests, and ours. */
async function transactions(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]!.n);
}

type SlowRequest = {
  index: number;
  path: string;
  kind: string;
  ms: number;
  status: number;
  sqlMs?: number;
  sqlFirstMs?: number;
  statements?: number;
};

/**
 * `npm run bench:api -- --mix true`: the realistic mix (bench/lib/mix.ts) against the production server, every request
 * once: the caches off or as by default, at a number of connections, on PostgreSQL or PGlite. Reports distinct
 * requests, the cache hit rate, p50/p95/p99/max, errors, the slowest requests with their bare SQL, and (PostgreSQL)
 * the bare SQL of the same requests at the same concurrency.
 */
export async function runMix(options: MixOptions): Promise<void> {
  // Without the built app every drawn page is a 503 ("the web app is not built"): measuring those would measure nothing.
  if (options.target !== 'api' && !fs.existsSync(path.resolve(import.meta.dirname, '../../apps/web/dist/index.html'))) {
    throw new Error(`--target ${options.target} draws the built web app: run \`npm run build\` first`);
  }
  const isPostgres = Boolean(options.databaseUrl);
  const database = await openDatabase(isPostgres ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir });
  await database.migrate();
  const source = await readMixSource(database.db, options.seed);
  await database.close();
  const mix = mixFor(options, options.seed, options.requests, source);
  // Another seed, so the warm-up asks other requests than the measured ones.
  const warmup = mixFor(options, options.seed + 1000, options.warmupRequests, source).map((m) =>
    m.kind === 'list' ? { ...m, byCursor: false } : m,
  );
  const cachesOn = options.caches === 'defaults';
  const label = `${TARGET_NAMES[options.target]}, ${isPostgres ? 'PostgreSQL' : 'PGlite'}, caches ${cachesOn ? 'as by default (ADS_CACHE_SECONDS unset: 10 s)' : 'off (ADS_CACHE_SECONDS=0)'}, ${options.connections} connection(s)`;
  const code = codeVersion();
  console.log(
    `mix: ${label}\ncode ${code}; ${source.liveIds.length} live ads, ${source.words.length} lexicon words; ${mix.length} requests (seed ${options.seed}), warm-up ${warmup.length} (seed ${options.seed + 1000}); load average ${loadAverage()}`,
  );

  const headers = { 'accept-encoding': options.encoding };
  const runTag = Date.now().toString(36);
  // Each visitor is new to this run: an ad page counts a view per visitor per day, as real visitors' do.
  const visitorHeaders = (list: MixRequest[]) => (index: number) => ({
    'user-agent': `mohalla-bench-mix/${runTag} visitor ${list[index]!.visitor}`,
  });
  const pathsOf = (list: MixRequest[], cursors?: Map<number, string>) => list.map((m, i) => pathOf(m, options.target, cursors?.get(i)));
  if (options.against) {
    if (!options.url) throw new Error('--against compares two running servers: give the first with --url');
    return comparePaired({
      urls: [options.url, options.against],
      pids: options.pids,
      mix,
      warmup,
      paths: pathsOf,
      cursors: await resolveCursors(options.url, mix, headers),
      connections: options.connections,
      headers,
      headersFor: visitorHeaders,
      resultsDir: options.resultsDir,
      label,
    });
  }
  const pool = isPostgres
    ? new pg.Pool({ connectionString: options.databaseUrl, options: CONNECTION_OPTIONS, max: DEFAULT_DATABASE_POOL_SIZE })
    : null;
  const server = options.url
    ? { baseUrl: options.url, stop: async () => {} }
    : await startServer({
        ...(isPostgres ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir }),
        port: options.port,
        logFile: path.join(options.resultsDir, 'server.log'),
        env: { ADS_CACHE_SECONDS: cachesOn ? undefined : '0' },
      });
  let stopped: Promise<void> | undefined;
  const stopServer = () => (stopped ??= server.stop());
  let summary: MixSummary;
  let sent: Sent[];
  let cursors: Map<number, string>;
  const startLoad = loadAverage();
  let xacts: number | undefined;
  let highestLoad = 0;
  try {
    const resolving = performance.now();
    cursors = await resolveCursors(server.baseUrl, mix, headers);
    const byCursor = mix.filter((m) => m.kind === 'list' && m.byCursor).length;
    console.log(
      `cursors: ${cursors.size} of ${byCursor} later pages by cursor found in ${((performance.now() - resolving) / 1000).toFixed(1)} s (the others, past a list's end, are asked by number)`,
    );
    await sendAll({
      baseUrl: server.baseUrl,
      paths: pathsOf(warmup),
      connections: options.connections,
      headers,
      headersFor: visitorHeaders(warmup),
    });
    // Nothing the warm-up or the cursors' pages left in the list cache is still there when the run starts.
    if (cachesOn) await new Promise((resolve) => setTimeout(resolve, CACHE_DEFAULTS.lists.ttlMs + 1000));
    const before = pool ? await transactions(pool) : 0;
    console.log(`measuring (load average ${loadAverage()})`);
    const stopWatching = watchLoad();
    const run = await sendAll({
      baseUrl: server.baseUrl,
      paths: pathsOf(mix, cursors),
      connections: options.connections,
      headers,
      headersFor: visitorHeaders(mix),
    });
    sent = run.sent;
    highestLoad = stopWatching();
    const cache = options.target === 'api' ? CACHE_DEFAULTS.lists : CACHE_DEFAULTS.drawn;
    summary = summarizeRun(sent, run.seconds, mix, cachesOn ? cache : { ttlMs: 0, maxEntries: 0 });
    await stopServer();
    // A backend's counts reach the statistics when it ends at the latest: the server has stopped (not one run apart).
    if (pool && !options.url) xacts = ((await transactions(pool)) - before - 3) / sent.length;
  } finally {
    await stopServer();
  }
  const endLoad = loadAverage();
  console.log(`\n${formatSummary(summary)}`);
  console.log(
    `\nload average ${startLoad} at the start, ${endLoad} at the end (highest 1-minute figure during the run ${highestLoad.toFixed(2)})${xacts === undefined ? '' : `; database transactions per request ${xacts.toFixed(2)}`}`,
  );

  const sentRequests: SentRequest[] = mix.map((request, i) => ({ request, cursor: cursors.get(i) }));
  const slowest: SlowRequest[] = [...sent]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, options.slowest)
    .map((s) => ({ index: s.index, path: s.path, kind: kindOf(mix[s.index]!), ms: s.ms, status: s.status }));
  let sql: SqlOfMix | undefined;
  if (pool) {
    try {
      const recorder = createRecordingService(pool);
      const slowSql = await sqlOf(
        pool,
        recorder,
        slowest.map((s) => sentRequests[s.index]!),
      );
      slowSql.forEach((q, i) => Object.assign(slowest[i]!, { sqlMs: q.medianMs, sqlFirstMs: q.firstMs, statements: q.statements }));
      const plans: string[] = [];
      for (const s of slowest) {
        plans.push(`## ${s.path} (${ms(s.ms)} ms at the server)\n${await explainRequest(pool, recorder, sentRequests[s.index]!)}`);
      }
      fs.mkdirSync(options.resultsDir, { recursive: true });
      fs.writeFileSync(path.join(options.resultsDir, 'mix-slowest-plans.txt'), plans.join('\n\n'));
      if (options.sqlSample > 0) {
        sql = await sqlOfMix(pool, recorder, sentRequests.slice(0, options.sqlSample), {
          connections: options.connections,
          seconds: options.sqlSeconds,
        });
      }
    } finally {
      await pool.end();
    }
  }
  console.log(
    `\nThe ${slowest.length} slowest requests${pool ? ' (SQL: their statements replayed alone, median of 5 / first; plans in results/mix-slowest-plans.txt)' : ''}:\n`,
  );
  console.log('| # | request | kind | status | total ms | SQL ms | first SQL ms | statements |\n|---:|---|---|---:|---:|---:|---:|---:|');
  slowest.forEach((s, i) =>
    console.log(
      `| ${i + 1} | \`${s.path}\` | ${s.kind} | ${s.status} | ${ms(s.ms)} | ${s.sqlMs === undefined ? '-' : ms(s.sqlMs)} | ${s.sqlFirstMs === undefined ? '-' : ms(s.sqlFirstMs)} | ${s.statements ?? '-'} |`,
    ),
  );
  let serverOfSample: ReturnType<typeof latencyOf> | undefined;
  if (sql) {
    const c = sql.concurrent.latency;
    serverOfSample = latencyOf(sent.filter((s) => s.index < sql.sample).map((s) => s.ms));
    console.log(
      `\nbare SQL of the first ${sql.sample} requests: alone p50 ${ms(sql.alone.p50)} p95 ${ms(sql.alone.p95)} p99 ${ms(sql.alone.p99)}; ` +
        `at ${sql.connections} callers (pool of ${DEFAULT_DATABASE_POOL_SIZE}, the server's) p50 ${ms(c.p50)} p95 ${ms(c.p95)}, ${sql.concurrent.rps.toFixed(0)} req/s. ` +
        `The server for the same requests: p50 ${ms(serverOfSample.p50)} p95 ${ms(serverOfSample.p95)}; ` +
        `server p50 / SQL-at-c${sql.connections} p50 = ${(serverOfSample.p50 / c.p50).toFixed(2)}x (all requests: ${(summary.latency.p50 / c.p50).toFixed(2)}x)`,
    );
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '');
  const name = `mix-${options.target}-${isPostgres ? 'pg' : 'pglite'}-${options.caches}-c${options.connections}-${stamp}.json`;
  fs.mkdirSync(options.resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(options.resultsDir, name),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        label,
        code,
        options,
        loadAverage: { start: startLoad, end: endLoad, highest: highestLoad },
        xactsPerRequest: xacts,
        summary,
        slowest,
        sql,
        serverOfSample,
        sent,
      },
      null,
      1,
    ),
  );
  console.log(`\nresults written to ${path.join(path.relative(process.cwd(), options.resultsDir), name)}`);
}
