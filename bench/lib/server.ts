import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export type RunningServer = { baseUrl: string; pid: number | undefined; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '../..');

function serverEnv(options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'false',
    PORT: String(options.port),
    HOST: '127.0.0.1',
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else {
    if (!options.dataDir) throw new Error('startServer needs a databaseUrl or a dataDir');
    delete env.DATABASE_URL;
    env.DATA_DIR = options.dataDir;
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export type ServerOptions = {
  /** PostgreSQL; without it, PGlite in `dataDir` (the embedded default). */
  databaseUrl?: string;
  dataDir?: string;
  port: number;
  logFile: string;
  /** Settings over the environment's (ADS_CACHE_SECONDS); undefined removes one, so the server's default holds. */
  env?: Record<string, string | undefined>;
};

/**
 * Starts the production server (`npm run start -w @mohalla/server`) on the bench database and waits for
 * /api/health. Its log goes to a file, as it would to a log collector in production.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  await assertPortFree(options.port);
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const child: ChildProcess = spawn('npm', ['run', 'start', '-w', '@mohalla/server'], {
    cwd: root,
    env: serverEnv(options),
    stdio: ['ignore', log, log],
    // Its own process group, so stopping it also stops the node process npm started.
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.closeSync(log);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}; see ${options.logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { baseUrl, pid: child.pid, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`server did not answer /api/health within 120 s; see ${options.logFile}`);
}

/**
 * A server already on the port would answer /api/health for the one started here, which dies of EADDRINUSE: the
 * run would measure whatever that server is (another checkout, another database) without a word.
 */
async function assertPortFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) throw new Error(`port ${port} is taken (a server left running?): stop it, give another --port, or measure it with --url`);
}
