import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';

type Entry = {
  expiresAt: number;
  /** The JSON once, and each encoding the first time a client asks for it (compressed off the main thread). */
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
};

export type ResponseCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Answers that are the same for everyone who asks (a visitor's ads list), kept as JSON and compressed once
 * per encoding for a few seconds. Concurrent misses on one key share a single load, so a burst of visitors
 * on the home page costs one query. `clear()` drops everything when the data behind it changes.
 */
export function createResponseCache({ ttlMs, maxEntries, now = Date.now }: ResponseCacheOptions) {
  // A Map keeps insertion order: the first key is the oldest, evicted first when full.
  const entries = new Map<string, Entry>();
  let generation = 0;

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  function store(key: string, json: Promise<Buffer>): Entry {
    const entry: Entry = { expiresAt: now() + ttlMs, bodies: { identity: json } };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    const startedIn = generation;
    const drop = () => { if (entries.get(key) === entry) entries.delete(key); };
    // Cleared while loading: the answer may predate the change, so it serves only the requests already waiting.
    // A failed load is not kept either: the next request tries again.
    void json.then(() => { if (startedIn !== generation) drop(); }, drop);
    return entry;
  }

  function body(entry: Entry, encoding: Encoding): Promise<Buffer> {
    return (entry.bodies[encoding] ??= entry.bodies.identity!.then((json) =>
      encoding === 'br'
        ? brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
        : gzip(json)));
  }

  return {
    /** Sends the cached answer for `key`, loading it with `load` when missing or stale. */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> {
      const entry = lookup(key) ?? store(key, load().then((value) => Buffer.from(JSON.stringify(value))));
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const payload = await body(entry, encoding);
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      // Set here, @fastify/compress leaves the body alone (without it, it may still deflate for an old client).
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(payload);
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
