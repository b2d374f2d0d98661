import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openSse, type SseClient, type SseEvent } from '../apps/server/test/helpers/sse-client.ts';
import { readArgs } from './lib/args.ts';
import { prepareChatDatabase, type ChatPerson } from './lib/chat-setup.ts';
import { createRssSampler } from './lib/rss.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { ms, summarize } from './lib/stats.ts';

/**
 * `npm run bench:chat`: people connected to the live channel (Server-Sent Events) while conversations exchange
 * messages through the API; counts every message at its reader (lost, duplicated, delivered to someone else) and
 * times it from the sender's POST to the reader's event. bench/README.md, "Conversations: the live channel".
 */
const args = readArgs(
  {
    'database-url': process.env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_chat',
    'data-dir': '',
    people: '500',
    conversations: '100',
    seconds: '60',
    'interval-ms': '2000',
    processes: '1',
    port: '3910',
    grace: '10',
    out: path.resolve(import.meta.dirname, 'results/chat-latest.json'),
  },
  'npm run bench:chat -- [--people 500] [--conversations 100] [--seconds 60] [--interval-ms 2000] [--processes 1|2] [--data-dir /tmp/pglite-chat]',
);
const people = Number(args.people);
const pairs = Number(args.conversations);
const processes = args['data-dir'] ? 1 : Number(args.processes);
if (2 * pairs > people) throw new Error('--people must be at least twice --conversations');
const log = (line: string) => console.log(`[chat-bench] ${line}`);
const ORIGIN = 'http://localhost:3000';

type Sent = { at: number; recipient: string; received: number };
const sent = new Map<string, Sent>();
const latencies: number[] = [];
const postLatencies: number[] = [];
const counts = { failedSends: 0, duplicated: 0, misdelivered: 0, unknown: 0, echoes: 0, droppedStreams: 0 };

/** A reader's event: a message meant for them is counted once, timed from its POST; anything else is a fault. */
function onEvent(reader: ChatPerson, event: SseEvent) {
  if (event.event !== 'message') return;
  const { message } = JSON.parse(event.data) as { message: { clientId: string; fromMe: boolean } };
  if (message.fromMe) return void counts.echoes++;
  const record = sent.get(message.clientId);
  if (!record) return void counts.unknown++;
  if (record.recipient !== reader.id) return void counts.misdelivered++;
  record.received += 1;
  if (record.received === 1) latencies.push(event.at - record.at);
  else counts.duplicated++;
}

async function post(server: RunningServer, who: ChatPerson, url: string, body: object): Promise<Response> {
  return fetch(`${server.baseUrl}/api${url}`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: who.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const target = args['data-dir'] ? { dataDir: path.resolve(args['data-dir']) } : { databaseUrl: args['database-url'] };
log(`preparing ${people} people and ${pairs} ads (${'dataDir' in target ? `PGlite in ${target.dataDir}` : target.databaseUrl})`);
const setup = await prepareChatDatabase(target, { people, pairs });

const servers: RunningServer[] = [];
const clients: SseClient[] = [];
let isFinished = false;
try {
  for (let i = 0; i < processes; i++) {
    servers.push(
      await startServer({
        ...target,
        port: Number(args.port) + i,
        logFile: path.resolve(import.meta.dirname, `results/chat-server-${i}.log`),
        env: {
          LOG_LEVEL: 'warn',
          RATE_LIMIT_ALLOWLIST: '127.0.0.1',
          PUBLIC_URL: ORIGIN,
          COOKIE_SECRET: 'chat-bench-cookie-secret-0123456789abcdef',
        },
      }),
    );
  }
  const samplers = servers.map((server) => createRssSampler(server.pid, 500));
  const rss = () => samplers.reduce((sum, sampler) => sum + (sampler.now() ?? 0), 0);
  const serverOf = (index: number) => servers[index % servers.length]!;

  log('starting the conversations');
  const threads = [];
  for (const [i, pair] of setup.pairs.entries()) {
    const res = await post(serverOf(i), pair.buyer, '/conversations', {
      adId: pair.adId,
      clientId: crypto.randomUUID(),
      content: { kind: 'text', text: 'Is it available?' },
    });
    if (res.status !== 200) throw new Error(`POST /conversations: ${res.status} ${await res.text()}`);
    threads.push({ ...pair, id: ((await res.json()) as { data: { conversation: { id: number } } }).data.conversation.id });
  }

  const idleMb = rss();
  log(`connecting ${people} streams (server RSS before: ${idleMb.toFixed(1)} MB)`);
  await Promise.all(
    setup.people.map(async (person, i) => {
      const client = await openSse(
        `${serverOf(i).baseUrl}/api/conversations/live`,
        { cookie: person.cookie },
        { keep: false, onEvent: (e) => onEvent(person, e) },
      );
      if (client.status !== 200) throw new Error(`stream of person ${i}: ${client.status} ${client.body}`);
      clients.push(client);
      void client.ended.then(() => !isFinished && counts.droppedStreams++);
    }),
  );
  // Each stream's first event (the unread count) says it is connected and caught up.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const connectedMb = rss();
  const perConnectionKb = ((connectedMb - idleMb) * 1024) / people;
  log(`${people} streams open: server RSS ${connectedMb.toFixed(1)} MB, ${perConnectionKb.toFixed(1)} KB per connection`);

  const seconds = Number(args.seconds);
  const interval = Number(args['interval-ms']);
  const deadline = performance.now() + seconds * 1000;
  log(`exchanging messages for ${seconds} s (one per conversation every ~${interval} ms)`);
  const peakBefore = samplers.map((s) => s.peak());
  await Promise.all(
    threads.map(async (thread, t) => {
      for (let turn = 0; ; turn++) {
        await new Promise((resolve) => setTimeout(resolve, interval * (0.5 + Math.random())));
        if (performance.now() >= deadline) return;
        const [from, to] = turn % 2 === 0 ? [thread.seller, thread.buyer] : [thread.buyer, thread.seller];
        const clientId = crypto.randomUUID();
        const at = performance.now();
        sent.set(clientId, { at, recipient: to.id, received: 0 });
        const res = await post(serverOf(t + turn), from, `/conversations/${thread.id}/messages`, {
          clientId,
          content: { kind: 'text', text: `Message ${turn} of conversation ${thread.id}` },
        }).catch(() => null);
        postLatencies.push(performance.now() - at);
        if (res?.status !== 200) {
          sent.delete(clientId);
          counts.failedSends++;
        }
        await res?.arrayBuffer();
      }
    }),
  );
  const graceEnd = performance.now() + Number(args.grace) * 1000;
  while (performance.now() < graceEnd && [...sent.values()].some((s) => s.received === 0)) await new Promise((r) => setTimeout(r, 100));
  isFinished = true;

  const lost = [...sent.values()].filter((s) => s.received === 0).length;
  const delivery = summarize(latencies);
  const sending = summarize(postLatencies);
  const result = {
    at: new Date().toISOString(),
    database: 'dataDir' in target ? 'pglite' : 'postgres',
    processes,
    people,
    conversations: pairs,
    seconds,
    intervalMs: interval,
    messages: { sent: sent.size, received: latencies.length, lost, ...counts },
    deliveryMs: delivery,
    postMs: sending,
    rssMb: {
      beforeStreams: idleMb,
      withStreams: connectedMb,
      peak: samplers.reduce((sum, s, i) => sum + Math.max(s.peak(), peakBefore[i]!), 0),
    },
    perConnectionKb,
  };
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  fs.writeFileSync(args.out, JSON.stringify(result, null, 2));
  console.table({
    sent: result.messages.sent,
    received: result.messages.received,
    lost,
    duplicated: counts.duplicated,
    misdelivered: counts.misdelivered,
    'failed sends': counts.failedSends,
    'dropped streams': counts.droppedStreams,
  });
  console.table({
    'delivery (ms)': { p50: ms(delivery.p50), p95: ms(delivery.p95), p99: ms(delivery.p99) },
    'POST (ms)': { p50: ms(sending.p50), p95: ms(sending.p95), p99: ms(sending.p99) },
  });
  log(
    `server RSS: ${idleMb.toFixed(1)} MB before the streams, ${connectedMb.toFixed(1)} MB with them, peak ${result.rssMb.peak.toFixed(1)} MB; ${perConnectionKb.toFixed(1)} KB per open connection`,
  );
  log(`written to ${args.out}`);
} finally {
  isFinished = true;
  for (const client of clients) client.close();
  for (const server of servers) await server.stop();
}
