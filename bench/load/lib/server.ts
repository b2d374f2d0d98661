import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  webDistDir?: string;
  extraEnv?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof to see where the server's time goes. */
  nodeFlags?: string[];
};

export type ServerProcess = {
  pid: number;
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Milliseconds from spawn to the first healthy /api/health. */
  startMs: number;
};

/** A free TCP port in [from, to] on 127.0.0.1 (other engineers run servers on this machine too). */
export async function freePort(from = 3950, to = 3990): Promise<number> {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * The production server as `npm start` runs it, but as one node process (`node --import tsx src/main.ts`), so
 * the pid we hold is the server itself: SIGKILL and SIGTERM reach it directly and /proc/<pid> is its memory.
 * The log is appended to logFile so a restart keeps the first run's lines.
 */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // Every simulated user comes from loopback: the per-address limits would otherwise treat 200 people as one.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    SEED_DEMO_DATA: 'true',
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...(options.extraEnv ?? {}),
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  for (const key of Object.keys(env)) if (key.startsWith('PHONEPE_')) delete env[key];

  const started = Date.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited during start:\n${fs.readFileSync(options.logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { pid: child.pid!, baseUrl, child, exited, startMs: Date.now() - started };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within 180 s; see ${options.logFile}`);
}

/** SIGTERM (the way a process manager stops it), then SIGKILL if it has not gone in `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** VmRSS of one process in MB from /proc/<pid>/status (Linux), or undefined once it is gone. */
export function readRssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export type RssSampler = { samples: Array<{ t: number; mb: number }>; stop: () => void; peak: () => number };

export function sampleRss(pid: number, everyMs = 1000, origin = Date.now()): RssSampler {
  const samples: Array<{ t: number; mb: number }> = [];
  const take = () => {
    const mb = readRssMb(pid);
    if (mb !== undefined) samples.push({ t: (Date.now() - origin) / 1000, mb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return { samples, stop: () => clearInterval(timer), peak: () => samples.reduce((m, s) => Math.max(m, s.mb), 0) };
}

/** Busy and total CPU time of the whole machine so far, in seconds (from /proc/stat). */
export function machineCpu(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = line.reduce((a, b) => a + b, 0) / 100;
  const idle = ((line[3] ?? 0) + (line[4] ?? 0)) / 100;
  return { busy: total - idle, total };
}

/**
 * Other engineers share this machine: wait (up to maxMs) for a 10 s window in which at most `maxBusyCores` of its
 * CPU are busy, so a measurement is not mostly someone else's test run. Returns the busy cores last seen.
 */
export async function waitForQuiet(maxMs: number, maxBusyCores = 0.5): Promise<number> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const a = machineCpu();
    await new Promise((r) => setTimeout(r, 10_000));
    const b = machineCpu();
    const busyCores = (b.busy - a.busy) / ((b.total - a.total) / os.cpus().length);
    if (busyCores <= maxBusyCores || Date.now() >= deadline) return busyCores;
    console.log(`  waiting for a quiet machine: ${busyCores.toFixed(2)} cores busy`);
  }
}
