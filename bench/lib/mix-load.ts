import http from 'node:http';
import { listParams, type MixRequest } from './mix.ts';

/** One request as sent: when it started (ms from the run's start), its status (0: no answer) and how long it took. */
export type Sent = { index: number; path: string; start: number; ms: number; status: number; bytes: number; error?: string };

export type SendOptions = {
  baseUrl: string;
  paths: string[];
  connections: number;
  headers: Record<string, string>;
  /** Headers of request i over `headers` (the visitor's user agent). */
  headersFor?: (index: number) => Record<string, string>;
  timeoutMs?: number;
};

/** Requests to one server over at most `connections` keep-alive connections, each timed from its start to its last byte. */
function createSender(baseUrl: string, options: Omit<SendOptions, 'baseUrl' | 'paths'>, started: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const send = (index: number, path: string) =>
    new Promise<Sent>((resolve) => {
      const at = performance.now();
      const done = (status: number, bytes: number, error?: string) =>
        resolve({ index, path, start: at - started, ms: performance.now() - at, status, bytes, error });
      const request = http.get(
        {
          hostname,
          port,
          path,
          agent,
          headers: { ...options.headers, ...options.headersFor?.(index) },
          timeout: options.timeoutMs ?? 30_000,
        },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => done(response.statusCode ?? 0, bytes));
          response.on('error', (error) => done(0, bytes, error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => done(0, 0, error.message));
    });
  return { send, close: () => agent.destroy() };
}

/** `connections` callers taking the next index as soon as their previous one is done, until every index is taken. */
async function eachIndex(count: number, connections: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/**
 * Sends every path once, in order, over `connections` keep-alive connections (each takes the next path as soon as
 * its previous answer has been read), and keeps every request's time, so each can be told apart afterwards. Not
 * autocannon: its results do not say which request took how long.
 */
export async function sendAll(options: SendOptions): Promise<{ sent: Sent[]; seconds: number }> {
  const sent: Sent[] = new Array(options.paths.length);
  const started = performance.now();
  const sender = createSender(options.baseUrl, options, started);
  await eachIndex(options.paths.length, options.connections, async (index) => {
    sent[index] = await sender.send(index, options.paths[index]!);
  });
  const seconds = (performance.now() - started) / 1000;
  sender.close();
  return { sent, seconds };
}

/**
 * Every path to two servers, one right after the other (which one first alternates from request to request), so
 * both meet each request under the same load on the machine: a host whose speed drifts by a tenth from one minute
 * to the next (seen here) moves both alike, where two runs one after the other would differ by the drift.
 */
export async function sendPaired(options: Omit<SendOptions, 'baseUrl'> & { baseUrls: [string, string] }) {
  const sent: [Sent[], Sent[]] = [new Array(options.paths.length), new Array(options.paths.length)];
  const started = performance.now();
  const senders = options.baseUrls.map((url) => createSender(url, options, started));
  await eachIndex(options.paths.length, options.connections, async (index) => {
    const order = index % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) sent[k]![index] = await senders[k]!.send(index, options.paths[index]!);
  });
  const seconds = (performance.now() - started) / 1000;
  for (const sender of senders) sender.close();
  return { sent, seconds };
}

/** The previous page's nextCursor of every request read by cursor, asked as the browse page's Next link got it. */
export async function resolveCursors(baseUrl: string, mix: MixRequest[], headers: Record<string, string>): Promise<Map<number, string>> {
  const wanted = mix.flatMap((m, index) => (m.kind === 'list' && m.byCursor ? [{ index, query: m.query }] : []));
  const cursors = new Map<number, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < wanted.length) {
        const { index, query } = wanted[next++]!;
        const response = await fetch(`${baseUrl}/api/ads?${listParams(query, { page: query.page - 1 }).toString()}`, { headers });
        const body = (await response.json()) as { nextCursor?: string | null };
        if (body.nextCursor) cursors.set(index, body.nextCursor);
      }
    }),
  );
  return cursors;
}
