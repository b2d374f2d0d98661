import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env.ts';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Asks /api/health until it answers, or fails with what the server wrote when it does not within `ms`. */
async function healthy(url: string, child: ChildProcess, output: () => string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${url} within ${ms} ms:\n${output()}`);
}

/**
 * The README says the first `npm start` keeps its database under `./data` of the checkout (DATA_DIR, relative to
 * the repository). `npm start` runs the server inside apps/server; this starts it that very way (the root's npm
 * script for the server workspace, from the root) with a relative DATA_DIR of its own, and looks where it landed.
 */
describe('npm start, as the README runs it', () => {
  const folder = `data-readme-${crypto.randomBytes(4).toString('hex')}`;
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    fs.rmSync(path.join(REPO_ROOT, folder), { recursive: true, force: true });
    fs.rmSync(path.join(REPO_ROOT, 'apps/server', folder), { recursive: true, force: true });
  });

  it('keeps the database under DATA_DIR of the repository, not of apps/server', async () => {
    const port = await freePort();
    let output = '';
    child = spawn('npm', ['run', 'start', '-w', '@mohalla/server'], {
      cwd: REPO_ROOT,
      detached: true,
      env: { ...process.env, PORT: String(port), DATA_DIR: folder, SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await healthy(`http://127.0.0.1:${port}/api/health`, child, () => output);

    expect(fs.existsSync(path.join(REPO_ROOT, folder, 'pglite'))).toBe(true);
    expect(fs.existsSync(path.join(REPO_ROOT, 'apps/server', folder))).toBe(false);
  }, 120_000);
});
