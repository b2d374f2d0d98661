import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LiveEventSchema, type LiveEvent } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { postAs, sayText } from './helpers/conversations.ts';
import { createAd } from './helpers/fixtures.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { openSse, type SseClient, type SseEvent } from './helpers/sse-client.ts';
import { ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const liveOf = (event: SseEvent): LiveEvent => LiveEventSchema.parse(JSON.parse(event.data));
const isMessage = (id: number) => (event: SseEvent) => event.event === 'message' && event.id === String(id);
const say = sayText;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

type Server = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `tsx src/main.ts` as `npm start` runs it, on the given database, in its own process group. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: ORIGIN,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      COOKIE_SECRET: 'two-processes-share-this-cookie-secret',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${output}`);
    const isUp = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) return { url, child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No answer from ${url} within 90 s:\n${output}`);
}

/** Several server processes on one PostgreSQL database: the live channel goes through NOTIFY, not memory. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the live channel across server processes (PostgreSQL)', () => {
  let t: TestApp;
  let dataDir: string;
  const servers: Server[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    // The in-process app makes the database (migrated) and gives the test its rows; A and B are real processes.
    t = await startTestApp('postgres');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-two-'));
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) if (server.child.pid && server.child.exitCode === null) process.kill(-server.child.pid, 'SIGKILL');
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const post = async (server: Server, user: SignedIn, url: string, payload: object) => {
    const res = await fetch(`${server.url}/api${url}`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const body = await res.text();
    expect(res.status, body).toBe(200);
    return JSON.parse(body).data;
  };
  const connect = async (server: Server, user: SignedIn) => {
    const stream = await openSse(`${server.url}/api/conversations/live`, { cookie: user.cookie });
    expect(stream.status, stream.body).toBe(200);
    streams.push(stream);
    await stream.waitFor((e) => e.event === 'unread');
    return stream;
  };

  it('delivers a message posted to one process to a person connected to the other, and the ticks back', { timeout: 150_000 }, async () => {
    const [a, b] = await Promise.all([
      startServer(t.databaseUrl!, path.join(dataDir, 'a')),
      startServer(t.databaseUrl!, path.join(dataDir, 'b')),
    ]);
    servers.push(a, b);
    // Sessions live in the database, so a person signed in through the in-process app is signed in on both.
    const seller = await signUp(t, { name: 'Ravi Kumar', phone: '9876543210' });
    const buyer = await signUp(t, { name: 'Anita Sharma', phone: '9123456780' });
    const ad = await createAd(t.database.db, seller.uid, { title: 'Atlas cycle, 26 inch' });
    const started = await post(a, buyer, '/conversations', { adId: ad.id, ...say('Is it available?') });
    const id = started.conversation.id as number;

    const buyerOnA = await connect(a, buyer);
    const sellerOnB = await connect(b, seller);

    const sentAt = performance.now();
    const reply = await post(b, seller, `/conversations/${id}/messages`, say('Yes, come tomorrow at 10'));
    const arrived = await buyerOnA.waitFor(isMessage(reply.id), 1_000);
    expect(arrived.at - sentAt).toBeLessThan(1_000);
    expect(liveOf(arrived)).toMatchObject({
      conversationId: id,
      message: { id: reply.id, fromMe: false, text: 'Yes, come tomorrow at 10' },
    });
    // Process A marked it delivered when it pushed it; the seller, connected to B, sees the ticks move.
    await sellerOnB.waitFor((e) => {
      const live = liveOf(e);
      return live.type === 'receipt' && live.otherDeliveredUpTo >= reply.id;
    });

    // And the other way round.
    const answer = await post(a, buyer, `/conversations/${id}/messages`, say('I will be there'));
    await sellerOnB.waitFor(isMessage(answer.id), 1_000);
    expect(buyerOnA.events.filter(isMessage(reply.id))).toHaveLength(1);

    // A graceful shutdown ends the open streams instead of waiting its 20 s for them.
    const stoppedAt = Date.now();
    for (const server of servers) process.kill(-server.child.pid!, 'SIGTERM');
    await Promise.all([buyerOnA.ended, sellerOnB.ended]);
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  });

  it('delivers what was sent while the listening connection was down, once it is back', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.database.logTo({ error: () => undefined, info: () => undefined });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const seller = await signUp(t, { name: 'Ravi Kumar', phone: '9876543210' });
    const buyer = await signUp(t, { name: 'Anita Sharma', phone: '9123456780' });
    const ad = await createAd(t.database.db, seller.uid, { title: 'Usha sewing machine' });
    const inject = (user: SignedIn, url: string, payload: object) => postAs(t, user, url, payload);
    const id = (await inject(buyer, '/conversations', { adId: ad.id, ...say('Is it available?') })).conversation.id as number;
    const stream = await connect({ url: base } as Server, seller);

    const [killed] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE application_name = 'mohalla-listen' AND datname = current_database()`,
    );
    expect(killed!.n).toBe(1);
    // Published while nobody listens: only the catch-up after reconnecting can bring it.
    const missed = (await inject(buyer, `/conversations/${id}/messages`, say('Sent while the server was not listening'))).id as number;
    await stream.waitFor(isMessage(missed), 5_000);
    const next = (await inject(buyer, `/conversations/${id}/messages`, say('And after'))).id as number;
    await stream.waitFor(isMessage(next), 1_000);
    const ids = stream.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(ids).toEqual([missed, next]);
  });
});
