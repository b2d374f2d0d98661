import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { cpuSeconds } from '../lib/rss.ts';
import { COUNTS_SQL, type Counts } from './lib/db-counts.ts';
import { Client, HttpError, Recorder, type Sample } from './lib/http.ts';
import { newLedger, runScenario, type Ledger } from './lib/scenario.ts';
import {
  freePort,
  machineCpu,
  readRssMb,
  ROOT,
  sampleRss,
  startServer,
  stopServer,
  waitForQuiet,
  type ServerOptions,
  type ServerProcess,
} from './lib/server.ts';
import { isError, ms, report, summarize, table, type Report, type Summary } from './lib/stats.ts';

const USAGE = `npm run bench:load -- [--db pglite|postgres] [--users 200] [--seconds 60] [--ramp 10] [--think 1000-3000]
                        [--kill [--kill-at 20]] [--sigterm [--term-at 15]] [--soak] [--port 3950] [--keep] [--profile] [--wait-quiet <minutes>]`;

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        db: { type: 'string', default: 'pglite' },
        users: { type: 'string' },
        seconds: { type: 'string' },
        ramp: { type: 'string', default: '10' },
        think: { type: 'string' },
        kill: { type: 'boolean', default: false },
        'kill-at': { type: 'string', default: '20' },
        sigterm: { type: 'boolean', default: false },
        'term-at': { type: 'string', default: '15' },
        soak: { type: 'boolean', default: false },
        port: { type: 'string' },
        keep: { type: 'boolean', default: false },
        profile: { type: 'boolean', default: false },
        'wait-quiet': { type: 'string', default: '0' },
        'pg-admin-url': { type: 'string', default: process.env.LOAD_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
      },
      allowPositionals: false,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\nUsage: ${USAGE}`);
    process.exit(2);
  }
})();

if (args.db !== 'pglite' && args.db !== 'postgres') {
  console.error(`--db must be pglite or postgres\nUsage: ${USAGE}`);
  process.exit(2);
}
const mode = args.kill ? 'kill' : args.sigterm ? 'sigterm' : args.soak ? 'soak' : 'load';
// The soak is the same people at a lower pace for ten minutes: it is about memory, not throughput.
const users = Number(args.users ?? (args.soak ? 50 : 200));
const seconds = Number(args.seconds ?? (args.soak ? 600 : mode === 'kill' ? 40 : mode === 'sigterm' ? 30 : 60));
const [thinkMin, thinkMax] = (args.think ?? (args.soak ? '2000-6000' : '1000-3000')).split('-').map(Number) as [number, number];
const rampMs = Number(args.ramp) * 1000;
const resultsDir = path.join(import.meta.dirname, 'results');
const run = promisify(execFile);
let currentDbName: string | undefined;
/** Every server this run started, so none outlives it whatever fails. */
const started: ServerProcess[] = [];
async function boot(options: ServerOptions): Promise<ServerProcess> {
  const server = await startServer(options);
  started.push(server);
  return server;
}

type Json = Record<string, unknown>;

async function main() {
  const webDist = path.join(ROOT, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: run "npm run build" first');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `mohalla-load-${mode}-`));
  // A copy of the web build, so another build in the same tree cannot pull files from under the running server.
  fs.cpSync(webDist, path.join(tmp, 'web'), { recursive: true });
  const dataDir = path.join(tmp, 'data');
  const logFile = path.join(tmp, 'server.log');
  const port = args.port ? Number(args.port) : await freePort();
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (args.db === 'postgres') {
    dbName = `load_${randomBytes(4).toString('hex')}`;
    currentDbName = dbName;
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(args['pg-admin-url']!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const profileDir = path.join(resultsDir, `cpu-profile-${args.db}`);
  const serverOptions: ServerOptions = {
    port,
    dataDir,
    databaseUrl,
    logFile,
    webDistDir: path.join(tmp, 'web'),
    ...(args.profile ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  };
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
  console.log(
    `${machine}\nmode ${mode}, database ${args.db}${dbName ? ` (${dbName})` : ''}, ${users} users, ${seconds} s, ramp ${rampMs / 1000} s, think ${thinkMin}-${thinkMax} ms`,
  );
  console.log(`data ${tmp}, port ${port}, load average ${loadavg()}`);

  let result: Json = {};
  try {
    const server = await boot(serverOptions);
    console.log(`server pid ${server.pid} healthy after ${(server.startMs / 1000).toFixed(1)} s (first start seeds the demo ads)`);
    const jpeg = await makeJpeg();
    if (Number(args['wait-quiet']) > 0) {
      const busy = await waitForQuiet(Number(args['wait-quiet']) * 60_000);
      console.log(`machine before the run: ${busy.toFixed(2)} cores busy`);
    }
    if (mode === 'kill') result = await killRun(server, serverOptions, jpeg, databaseUrl, dataDir);
    else if (mode === 'sigterm') result = await sigtermRun(server, jpeg, databaseUrl, dataDir);
    else result = await loadRun(server, jpeg);
  } finally {
    for (const server of started) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      const exit = await stopServer(server);
      console.log(`server ${server.pid} stopped: exit ${JSON.stringify(exit)}`);
    }
    if (dbName)
      await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err: unknown) =>
        console.error(`could not drop ${dbName}:`, err),
      );
    if (!args.keep) fs.rmSync(tmp, { recursive: true, force: true });
    else console.log(`kept ${tmp}`);
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${mode}-${args.db}.json`);
  fs.writeFileSync(
    out,
    `${JSON.stringify({ machine, mode, db: args.db, users, seconds, thinkMs: [thinkMin, thinkMax], rampMs, at: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
  console.log(`\nresults written to ${path.relative(ROOT, out)}`);
  // The pass / fail of issue 6's points, so a broken run is not mistaken for a measurement: a plain load has 0
  // errors; after kill -9 nothing the clients were told succeeded is missing.
  const errors = Number(result.errors ?? 0);
  const missing = (result.verify as { missing?: unknown[] } | undefined)?.missing?.length ?? 0;
  const failures = [
    mode === 'load' && errors > 0 ? `${errors} errors` : '',
    mode === 'kill' && missing > 0 ? `${missing} missing after the restart` : '',
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: args['pg-admin-url'] });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A 1280x960 photo-like JPEG (smooth gradients and a few shapes), ~100 KB: a small phone picture. */
async function makeJpeg(): Promise<Buffer> {
  const width = 1280;
  const height = 960;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const ring = Math.sin(Math.hypot(x - 640, y - 480) / 23) * 40;
      raw[i] = (x / width) * 200 + ring + 30;
      raw[i + 1] = (y / height) * 180 + 40 - ring;
      raw[i + 2] = ((x + y) % 160) + 60;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

type Measured = {
  recorder: Recorder;
  ledger: Ledger;
  clients: Client[];
  report: Report;
  wallSeconds: number;
  serverCpu: number;
  clientCpu: number;
  loopDelayP99: number;
  othersCpu: number;
  postgresCpu: number;
  rss: ReturnType<typeof sampleRss>;
  probe: Summary;
  windows: Array<{ from: number; to: number } & Summary>;
};

/** Runs the scenario against a running server and measures it; `hooks` lets the fault runs act mid-way. */
/**
 * CPU used by the PostgreSQL backends serving our database (found in pg_stat_activity each second), so the
 * report can tell PostgreSQL's share from other people's processes on this shared machine.
 */
function sampleBackendCpu(dbName: string | undefined) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  if (!dbName) return { stop: async () => 0 };
  const client = new pg.Client({ connectionString: args['pg-admin-url'] });
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> = Promise.resolve();
  // Backends that exist at the start are counted from then on; ones the pool opens later, from their birth.
  let started = false;
  const tick = async () => {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [dbName]);
    for (const { pid } of rows) {
      const cpu = cpuSeconds(pid);
      if (Number.isNaN(cpu)) continue;
      if (!first.has(pid)) first.set(pid, started ? 0 : cpu);
      last.set(pid, cpu);
    }
  };
  const ready = client
    .connect()
    .then(tick)
    .then(() => {
      started = true;
      timer = setInterval(() => {
        busy = tick().catch(() => undefined);
      }, 1000);
    });
  return {
    async stop(): Promise<number> {
      await ready;
      clearInterval(timer);
      await busy;
      await tick().catch(() => undefined);
      await client.end();
      return [...last].reduce((sum, [pid, cpu]) => sum + cpu - (first.get(pid) ?? 0), 0);
    },
  };
}

async function measure(
  server: ServerProcess,
  jpeg: Buffer,
  hooks: { shouldStop?: () => boolean; during?: (recorder: Recorder, ledger: Ledger, clients: Client[]) => Promise<void> } = {},
): Promise<Measured> {
  const recorder = new Recorder();
  const ledger = newLedger();
  const clients: Client[] = [];
  const rss = sampleRss(server.pid, 1000);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = cpuSeconds(server.pid);
  const machine0 = machineCpu();
  const backends = sampleBackendCpu(currentDbName);
  const client0 = process.cpuUsage();
  const progress = setInterval(() => {
    const n = recorder.samples.length;
    const errors = recorder.samples.filter(isError).length;
    console.log(
      `  t=${(recorder.now() / 1000).toFixed(0)}s requests ${n} errors ${errors} rss ${readRssMb(server.pid)?.toFixed(0) ?? '-'} MB load ${loadavg()}`,
    );
  }, 10_000);
  // A tiny static file every 250 ms on its own connection: its latency is the server's event-loop queueing alone.
  const probeRecorder = new Recorder(recorder.origin);
  const probe = new Client(server.baseUrl, probeRecorder);
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      await probe.request('probe', 'GET', '/favicon.svg').catch(() => undefined);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const scenario = runScenario({
    baseUrl: server.baseUrl,
    users,
    durationMs: seconds * 1000,
    rampMs,
    thinkMs: [thinkMin, thinkMax],
    jpeg,
    recorder,
    ledger,
    clients,
    shouldStop: hooks.shouldStop,
  });
  await Promise.all([scenario, hooks.during?.(recorder, ledger, clients)]);
  // From the start to the last answer (the people's last pause after the end is not load).
  const wallSeconds = recorder.samples.reduce((end, s) => Math.max(end, s.startedAt + s.ms), 0) / 1000;
  clearInterval(progress);
  probing = false;
  await probeLoop;
  probe.close();
  loop.disable();
  rss.stop();
  const serverCpu = cpuSeconds(server.pid) - cpu0;
  const used = process.cpuUsage(client0);
  const machine1 = machineCpu();
  const machineBusy = machine1.busy - machine0.busy;
  const postgresCpu = await backends.stop();
  return {
    recorder,
    ledger,
    clients,
    wallSeconds,
    rss,
    serverCpu,
    clientCpu: (used.user + used.system) / 1e6,
    loopDelayP99: loop.percentile(99) / 1e6,
    // Everything else the machine ran meanwhile (other engineers' tests, PostgreSQL for the postgres run).
    othersCpu: machineBusy - serverCpu - postgresCpu - (used.user + used.system) / 1e6,
    postgresCpu,
    report: report(recorder.samples, wallSeconds),
    probe: summarize(probeRecorder.samples.filter((p) => !isError(p)).map((p) => p.ms)),
    windows: windows(recorder.samples, 10),
  };
}

/** Overall latency per 10 s of the run, to tell a slow start (arrivals, first sign-ups) from a steady state. */
function windows(samples: Sample[], size: number) {
  const buckets: number[][] = [];
  for (const s of samples) if (!isError(s)) (buckets[Math.floor(s.startedAt / 1000 / size)] ??= []).push(s.ms);
  return buckets.map((b, i) => ({ from: i * size, to: (i + 1) * size, ...summarize(b ?? []) })).filter((w) => w.count > 0);
}

function printReport(title: string, m: Measured) {
  const r = m.report;
  console.log(`\n## ${title}\n\n${table(r)}\n`);
  console.log(
    `${r.requests} requests in ${m.wallSeconds.toFixed(1)} s = ${r.rps.toFixed(0)} req/s; errors ${r.errors}; overall p50 ${ms(r.overall.p50)} / p95 ${ms(r.overall.p95)} / p99 ${ms(r.overall.p99)} ms`,
  );
  console.log(
    `server CPU ${m.serverCpu.toFixed(1)} s (${(m.serverCpu / m.wallSeconds).toFixed(2)} cores), load generator CPU ${m.clientCpu.toFixed(1)} s (${(m.clientCpu / m.wallSeconds).toFixed(2)} cores), generator event-loop delay p99 ${m.loopDelayP99.toFixed(1)} ms; ${args.db === 'postgres' ? `PostgreSQL backends ${(m.postgresCpu / m.wallSeconds).toFixed(2)} cores, ` : ''}everything else on the machine ${(m.othersCpu / m.wallSeconds).toFixed(2)} cores`,
  );
  console.log(
    `event-loop probe (GET /favicon.svg every 250 ms): p50 ${ms(m.probe.p50)} / p95 ${ms(m.probe.p95)} / p99 ${ms(m.probe.p99)} / max ${ms(m.probe.max)} ms`,
  );
  console.log(`by 10 s: ${m.windows.map((w) => `${w.from}-${w.to}s p50 ${ms(w.p50)} p99 ${ms(w.p99)} (${w.count})`).join('; ')}`);
  console.log(
    `server RSS peak ${m.rss.peak().toFixed(0)} MB; ledger: ${m.ledger.signups.length} sign-ups, ${m.ledger.uploads.length} images, ${m.ledger.ads.length} ads, ${m.ledger.payments.length} payments COMPLETED, ${m.ledger.favorites.length} favourite changes`,
  );
  for (const e of r.errorSamples.slice(0, 10))
    console.log(
      `  error: ${e.label} ${e.method} ${e.path} at ${(e.startedAt / 1000).toFixed(1)}s -> ${e.status || e.error} ${e.unexpected ?? ''}`,
    );
}

const summaryJson = (m: Measured) => ({
  requests: m.report.requests,
  errors: m.report.errors,
  rps: Math.round(m.report.rps),
  wallSeconds: m.wallSeconds,
  overall: m.report.overall,
  byLabel: m.report.byLabel,
  errorSamples: m.report.errorSamples,
  serverCpuSeconds: m.serverCpu,
  clientCpuSeconds: m.clientCpu,
  postgresCpuSeconds: m.postgresCpu,
  othersCpuSeconds: m.othersCpu,
  generatorLoopDelayP99Ms: m.loopDelayP99,
  rssPeakMb: m.rss.peak(),
  eventLoopProbe: m.probe,
  windows: m.windows,
  ledger: {
    signups: m.ledger.signups.length,
    uploads: m.ledger.uploads.length,
    ads: m.ledger.ads.length,
    payments: m.ledger.payments.length,
    favoriteChanges: m.ledger.favorites.length,
  },
});

/** The plain load run (and the soak): measure, stop with SIGTERM, and check the exit. */
async function loadRun(server: ServerProcess, jpeg: Buffer): Promise<Json> {
  const rssIdle = readRssMb(server.pid);
  const m = await measure(server, jpeg);
  printReport(`${mode} on ${args.db}`, m);
  const out: Json = { ...summaryJson(m), rssIdleMb: rssIdle, loadAverageAfter: os.loadavg() };
  if (mode === 'soak') {
    // RSS by minute: the first minute is warm-up (JIT, caches, connection pools); growth is judged after it.
    const byMinute: Array<{ minute: number; minMb: number; maxMb: number; lastMb: number }> = [];
    for (const s of m.rss.samples) {
      const minute = Math.floor(s.t / 60);
      const row = byMinute[minute] ?? (byMinute[minute] = { minute, minMb: Infinity, maxMb: 0, lastMb: 0 });
      row.minMb = Math.min(row.minMb, s.mb);
      row.maxMb = Math.max(row.maxMb, s.mb);
      row.lastMb = s.mb;
    }
    const at = (t: number) => m.rss.samples.reduce((best, s) => (Math.abs(s.t - t) < Math.abs(best.t - t) ? s : best)).mb;
    const after = m.rss.samples.filter((s) => s.t >= 60);
    const slope = linearSlope(after.map((s) => [s.t / 60, s.mb]));
    console.log(
      `\nRSS MB at start ${rssIdle?.toFixed(0)}, 1 min ${at(60).toFixed(0)}, middle ${at(seconds / 2).toFixed(0)}, end ${at(seconds).toFixed(0)}; trend after warm-up ${slope.toFixed(2)} MB/min`,
    );
    console.log('| minute | min MB | max MB |\n| ---: | ---: | ---: |');
    for (const row of byMinute.filter(Boolean)) console.log(`| ${row.minute} | ${row.minMb.toFixed(0)} | ${row.maxMb.toFixed(0)} |`);
    Object.assign(out, {
      rssStartMb: rssIdle,
      rss1MinMb: at(60),
      rssMiddleMb: at(seconds / 2),
      rssEndMb: at(seconds),
      rssTrendMbPerMin: slope,
      rssByMinute: byMinute,
    });
  }
  const t0 = Date.now();
  const exit = await stopServer(server);
  console.log(`SIGTERM after the run: exit ${JSON.stringify(exit)} in ${Date.now() - t0} ms`);
  return { ...out, exitAfterRun: exit };
}

function linearSlope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const num = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const den = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return num / den;
}

async function sqlCounts(databaseUrl: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Counts>(COUNTS_SQL)).rows[0]!;
  } finally {
    await client.end();
  }
}

/** Opens a PGlite directory in a separate process with its debug log on: SQL counts and what it said on start. */
async function pgliteCounts(dir: string): Promise<{ counts: Counts; recovered: boolean; cleanShutdownSeen: boolean; log: string[] }> {
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'lib/db-counts.ts'), dir], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  const text = `${stdout}\n${stderr}`;
  const line = text.split('\n').find((l) => l.startsWith('COUNTS '));
  if (!line) throw new Error(`no counts from ${dir}:\n${text.slice(-2000)}`);
  const log = text
    .split('\n')
    .filter((l) => /LOG:|FATAL|PANIC|recovery|redo /.test(l))
    .map((l) => l.replace(/^\S+ \S+ UTC \[\d+\] /, ''));
  return {
    counts: JSON.parse(line.slice(7)) as Counts,
    recovered: /not properly shut down|automatic recovery in progress/.test(text),
    cleanShutdownSeen: /database system was shut down at/.test(text),
    log,
  };
}

/** Re-creates a person's browser after the restart: same cookies, new connections. */
function revive(baseUrl: string, old: Client, recorder: Recorder): Client {
  const client = new Client(baseUrl, recorder);
  for (const [k, v] of old.cookies) client.cookies.set(k, v);
  return client;
}

async function mapLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Everything the clients were told succeeded must be there after the restart. */
async function verifyLedger(baseUrl: string, ledger: Ledger, clients: Client[]) {
  const recorder = new Recorder();
  const people = new Map<number, Client>();
  const person = (i: number) => people.get(i) ?? people.set(i, revive(baseUrl, clients[i]!, recorder)).get(i)!;
  const anonymous = new Client(baseUrl, recorder);
  const missing: string[] = [];
  const check = async (what: string, work: () => Promise<boolean>) => {
    try {
      if (!(await work())) missing.push(what);
    } catch (err) {
      missing.push(`${what}: ${err instanceof HttpError ? err.message : String(err)}`);
    }
  };
  const sessions = { ok: 0, total: ledger.signups.length };
  await mapLimit(ledger.signups, 20, (i) =>
    check(`session of user ${i}`, async () => {
      await person(i).request('verify: session', 'GET', '/api/auth/me');
      sessions.ok += 1;
      return true;
    }),
  );
  await mapLimit(ledger.ads, 20, (ad) =>
    check(`ad ${ad.adId}`, async () => {
      const data = (await person(ad.user).request('verify: ad (owner)', 'GET', `/api/ads/${ad.adId}/edit`)).json<{
        data: { images: Array<{ id: string }> };
      }>().data;
      return data.images.some((img) => img.id === ad.imageId);
    }),
  );
  await mapLimit(ledger.uploads, 20, (up) =>
    check(`image ${up.id}`, async () => {
      for (const url of [up.url, up.thumb]) {
        const res = await anonymous.request('verify: image file', 'GET', url);
        if (res.status !== 200 || res.body.length === 0) return false;
      }
      return true;
    }),
  );
  await mapLimit(ledger.payments, 20, (p) =>
    check(`payment ${p.merchantOrderId}`, async () => {
      const status = (await person(p.user).request('verify: payment', 'GET', `/api/payments/${p.merchantOrderId}`)).json<{
        data: { state: string; adStatus: string };
      }>().data;
      if (status.state !== 'COMPLETED' || status.adStatus !== 'active') return false;
      return (await anonymous.request('verify: paid ad public', 'GET', `/api/ads/${p.adId}`)).status === 200;
    }),
  );
  // The last answered change of each (person, ad) decides; pairs with a change still in flight at the crash are skipped.
  const lastState = new Map<string, { user: number; adId: number; on: boolean }>();
  for (const f of ledger.favorites) lastState.set(`${f.user}:${f.adId}`, f);
  for (const key of ledger.favoritesInFlight) lastState.delete(key);
  const byUser = new Map<number, Array<{ adId: number; on: boolean }>>();
  for (const f of lastState.values()) byUser.set(f.user, [...(byUser.get(f.user) ?? []), f]);
  await mapLimit([...byUser], 20, ([user, favs]) =>
    check(`favourites of user ${user}`, async () => {
      const ids = new Set((await person(user).request('verify: favourites', 'GET', '/api/favorites/ids')).json<{ data: number[] }>().data);
      return favs.every((f) => ids.has(f.adId) === f.on);
    }),
  );
  for (const c of [...people.values(), anonymous]) c.close();
  return {
    checked: {
      sessions: sessions.total,
      ads: ledger.ads.length,
      images: ledger.uploads.length,
      payments: ledger.payments.length,
      favouritePairs: lastState.size,
    },
    sessionsOk: sessions.ok,
    missing,
    requests: recorder.samples.length,
    errors: recorder.samples.filter(isError).length,
  };
}

/** kill -9 mid-run, restart on the same data, and look for everything the clients were told had succeeded. */
async function killRun(
  server: ServerProcess,
  options: ServerOptions,
  jpeg: Buffer,
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<Json> {
  const killAt = Number(args['kill-at']) * 1000;
  let killed = false;
  let killTime = 0;
  let snapshot: { ads: number; uploads: number; payments: number; signups: number; favorites: number } | undefined;
  let sqlBefore: Counts | undefined;
  const m = await measure(server, jpeg, {
    shouldStop: () => killed,
    during: async (recorder, ledger, clients) => {
      while (recorder.now() < killAt) await new Promise((r) => setTimeout(r, 50));
      // PostgreSQL can be counted from outside while the server runs; the kill follows right after.
      if (databaseUrl) sqlBefore = await sqlCounts(databaseUrl);
      snapshot = {
        ads: ledger.ads.length,
        uploads: ledger.uploads.length,
        payments: ledger.payments.length,
        signups: ledger.signups.length,
        favorites: ledger.favorites.length,
      };
      killTime = recorder.now();
      process.kill(server.pid, 'SIGKILL');
      killed = true;
      console.log(`  SIGKILL at t=${(killTime / 1000).toFixed(1)}s; clients had been told: ${JSON.stringify(snapshot)}`);
      await server.exited;
      for (const c of clients)
        if (c) {
          c.stopped = true;
          c.agent.destroy();
        }
    },
  });
  const before = m.recorder.samples.filter((s) => s.startedAt + s.ms < killTime);
  const inFlight = m.recorder.samples.filter((s) => s.startedAt < killTime && s.startedAt + s.ms >= killTime);
  const beforeReport = report(before, killTime / 1000);
  console.log(`\n## before the kill (${(killTime / 1000).toFixed(1)} s)\n\n${table(beforeReport)}\n`);
  console.log(
    `requests in flight at the kill: ${inFlight.length} (${[...new Set(inFlight.map((s) => s.error ?? s.status))].join(', ')}); ledger after the kill: ${m.ledger.ads.length} ads (snapshot ${snapshot?.ads})`,
  );

  let crashCopy: Awaited<ReturnType<typeof pgliteCounts>> | undefined;
  if (!databaseUrl) {
    // What the WAL holds right after the crash, read from a copy so the server itself still does the real recovery.
    const copy = path.join(path.dirname(dataDir), 'pglite-after-kill');
    fs.cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true });
    crashCopy = await pgliteCounts(copy);
    fs.rmSync(copy, { recursive: true, force: true });
    console.log(
      `PGlite copy after kill -9: recovered=${crashCopy.recovered}; counts ${JSON.stringify(crashCopy.counts)}\n  ${crashCopy.log.join('\n  ')}`,
    );
  } else {
    console.log(`PostgreSQL counts just before the kill: ${JSON.stringify(sqlBefore)}`);
  }

  const restarted = await boot(options);
  console.log(`restarted: pid ${restarted.pid} healthy after ${(restarted.startMs / 1000).toFixed(1)} s`);
  const verify = await verifyLedger(restarted.baseUrl, m.ledger, m.clients);
  console.log(
    `verified after restart: ${JSON.stringify(verify.checked)}; sessions still valid ${verify.sessionsOk}/${verify.checked.sessions}; missing ${verify.missing.length}`,
  );
  for (const miss of verify.missing.slice(0, 20)) console.log(`  MISSING ${miss}`);
  let sqlAfter: Counts | undefined;
  let pgliteAfter: Awaited<ReturnType<typeof pgliteCounts>> | undefined;
  let exitAfter: unknown;
  if (databaseUrl) {
    sqlAfter = await sqlCounts(databaseUrl);
    exitAfter = await stopServer(restarted);
  } else {
    exitAfter = await stopServer(restarted);
    pgliteAfter = await pgliteCounts(path.join(dataDir, 'pglite'));
    sqlAfter = pgliteAfter.counts;
  }
  const told = {
    ads: m.ledger.ads.length,
    images: m.ledger.uploads.length,
    payments_completed: m.ledger.payments.length,
    users: m.ledger.signups.length,
  };
  console.log(
    `\n| count | clients were told | ${databaseUrl ? 'SQL just before kill' : 'SQL on the crashed copy'} | SQL after restart |\n| --- | ---: | ---: | ---: |`,
  );
  for (const key of ['users', 'ads', 'images', 'payments_completed', 'ads_active', 'favorites'] as const) {
    const base = databaseUrl ? sqlBefore?.[key] : crashCopy?.counts[key];
    console.log(`| ${key} | ${(told as Record<string, number>)[key] ?? '-'} | ${base ?? '-'} | ${sqlAfter?.[key] ?? '-'} |`);
  }
  console.log(
    `restarted server stopped: ${JSON.stringify(exitAfter)}${pgliteAfter ? `; PGlite after that stop: recovered=${pgliteAfter.recovered}, clean shutdown seen=${pgliteAfter.cleanShutdownSeen}` : ''}`,
  );
  return {
    ...summaryJson(m),
    killAtSeconds: killTime / 1000,
    beforeKill: {
      requests: beforeReport.requests,
      errors: beforeReport.errors,
      overall: beforeReport.overall,
      byLabel: beforeReport.byLabel,
    },
    inFlightAtKill: inFlight.length,
    toldSucceeded: told,
    snapshotAtKill: snapshot,
    sqlBeforeKill: sqlBefore,
    crashCopy: crashCopy && { recovered: crashCopy.recovered, counts: crashCopy.counts, log: crashCopy.log },
    restartSeconds: restarted.startMs / 1000,
    verify,
    sqlAfterRestart: sqlAfter,
    exitAfterRestart: exitAfter,
    pgliteAfterCleanStop: pgliteAfter && { recovered: pgliteAfter.recovered, cleanShutdownSeen: pgliteAfter.cleanShutdownSeen },
  };
}

/** SIGTERM while people are mid-request: what was already sent must be answered, then a clean exit. */
async function sigtermRun(server: ServerProcess, jpeg: Buffer, databaseUrl: string | undefined, dataDir: string): Promise<Json> {
  const termAt = Number(args['term-at']) * 1000;
  let termTime = 0;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let exitMs = 0;
  let gone = false;
  let inFlightAtSignal: Record<string, number> = {};
  const m = await measure(server, jpeg, {
    shouldStop: () => gone,
    during: async (recorder, _ledger, clients) => {
      while (recorder.now() < termAt) await new Promise((r) => setTimeout(r, 50));
      // The signal goes out at a busy moment: a handful of requests on the wire, an image upload among them if possible.
      const busyBy = recorder.now() + 10_000;
      const pending = () => [...recorder.inFlight.values()].reduce((a, b) => a + b, 0);
      while (recorder.now() < busyBy && (pending() < Math.min(8, users / 10) || !(recorder.inFlight.get('post: upload image')! > 0))) {
        await new Promise((r) => setImmediate(r));
      }
      inFlightAtSignal = Object.fromEntries([...recorder.inFlight].filter(([, n]) => n > 0));
      termTime = recorder.now();
      server.child.kill('SIGTERM');
      console.log(`  SIGTERM at t=${(termTime / 1000).toFixed(1)}s`);
      // A server that has not gone after 30 s is a failed shutdown: it is killed so the run can report it.
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
      exit = await server.exited;
      clearTimeout(timer);
      exitMs = recorder.now() - termTime;
      gone = true;
      for (const c of clients) if (c) c.stopped = true;
    },
  });
  const startedBefore = m.recorder.samples.filter((s) => s.startedAt < termTime);
  const inFlight = startedBefore.filter((s) => s.startedAt + s.ms >= termTime);
  const failedBefore = startedBefore.filter((s) => s.error !== undefined || (s.unexpected !== undefined && s.label !== 'scenario check'));
  const after = m.recorder.samples.filter((s) => s.startedAt >= termTime);
  const outcomes = (list: Sample[]) =>
    Object.entries(
      list.reduce<Record<string, number>>((acc, s) => {
        const key = s.error ?? String(s.status);
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([k, v]) => `${k} x${v}`)
      .join(', ');
  console.log(
    `\nrequests started before SIGTERM: ${startedBefore.length}, of which in flight at the signal: ${inFlight.length} (${outcomes(inFlight)})`,
  );
  console.log(`in flight by label when the signal was sent: ${JSON.stringify(inFlightAtSignal)}`);
  console.log(`failed among those started before the signal: ${failedBefore.length}`);
  for (const s of failedBefore.slice(0, 10))
    console.log(`  ${s.label} ${s.method} ${s.path} started ${(s.startedAt - termTime).toFixed(0)} ms before -> ${s.error ?? s.status}`);
  console.log(`requests started after the signal: ${after.length} (${outcomes(after)})`);
  console.log(`server exit ${JSON.stringify(exit)} ${exitMs.toFixed(0)} ms after SIGTERM`);
  let pglite: Awaited<ReturnType<typeof pgliteCounts>> | undefined;
  if (!databaseUrl) {
    pglite = await pgliteCounts(path.join(dataDir, 'pglite'));
    console.log(
      `PGlite reopened after the SIGTERM exit: recovery needed=${pglite.recovered}, clean shutdown record seen=${pglite.cleanShutdownSeen}\n  ${pglite.log.join('\n  ')}`,
    );
  }
  return {
    ...summaryJson(m),
    termAtSeconds: termTime / 1000,
    startedBefore: startedBefore.length,
    inFlightAtSignal: inFlight.length,
    inFlightByLabelAtSignal: inFlightAtSignal,
    inFlightOutcomes: outcomes(inFlight),
    failedStartedBefore: failedBefore.length,
    failedStartedBeforeSamples: failedBefore.slice(0, 20),
    startedAfter: after.length,
    afterOutcomes: outcomes(after),
    exit,
    exitMs,
    pgliteReopen: pglite && { recovered: pglite.recovered, cleanShutdownSeen: pglite.cleanShutdownSeen, log: pglite.log },
  };
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
