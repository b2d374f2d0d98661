import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMemoCache, type MemoCacheOptions } from '../lib/memo-cache.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's window: 256 KB, more than any answer or drawn page (~12-100 KB), so no byte is lost against the
 * default 4 MB, while each compression no longer sets up a 4 MB ring buffer: a drawn page's brotli went from
 * ~1.27 to ~0.8 ms of CPU (a third of it on the event loop), a 12 KB list's from ~74 to ~52 us (decision 023, eleventh session).
 */
export const BROTLI_WINDOW_BITS = 18;

/**
 * Brotli's quality for an answer compressed once for its request (app.ts) and for a kept answer's first copy: half
 * the CPU of quality 5 for ~8% more bytes (a 12 KB list 0.1 against 0.2 ms). Most kept answers are never asked again
 * (the varied mix: one request in ten is a repeat), and compressing each at 5 on the thread pool made the default
 * caches cost the server 15-19% more CPU than none (bench/README.md, twenty-seventh session).
 */
export const FRESH_BROTLI_QUALITY = 3;
/** An answer asked again has earned the smaller copy: compressed once more at 5, off the main thread, for the rest. */
const KEPT_BROTLI_QUALITY = 5;
/**
 * The largest answer compressed in one call on the event loop (~0.2 ms for 64 KB at quality 3): below it a zlib
 * stream's or the thread pool's setup and hops cost more CPU than the compression (decision 023, fifth session).
 */
export const SYNC_COMPRESS_BYTES = 65_536;

/** Brotli's settings at `quality`: text, the window above. */
export const brotliSettings = (quality: number) => ({
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
});
const brotliParams = (quality: number, raw: Buffer) => ({
  params: { ...brotliSettings(quality), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});
/** Brotli at the fresh quality: in one call when small (as app.ts compresses a fresh answer), else on the pool. */
const freshBrotli = async (raw: Buffer): Promise<Buffer> =>
  raw.length <= SYNC_COMPRESS_BYTES
    ? zlib.brotliCompressSync(raw, brotliParams(FRESH_BROTLI_QUALITY, raw))
    : brotli(raw, brotliParams(FRESH_BROTLI_QUALITY, raw));

/**
 * The body once, and each encoding the first time a client asks for it; brotli first at the fresh quality and, once
 * the answer is asked again, at the kept one (`brUpgraded`: that compression has started).
 */
type Bodies = Partial<Record<Encoding, Promise<Buffer>>> & { identity: Promise<Buffer>; brUpgraded?: boolean };

export type ResponseCacheOptions = MemoCacheOptions;

const jsonBody = (answer: unknown) => Buffer.from(JSON.stringify(answer));

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Answers that are the same for everyone who asks them (an ads list, a page the server drew), kept and compressed once per
 * encoding for a few seconds, on a memo cache (one load for concurrent misses, nothing kept across a clear).
 * `clear()` drops everything when the data behind it changes.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = createMemoCache<Bodies>(options);

  function brotliBody(bodies: Bodies): Promise<Buffer> {
    const current = bodies.br;
    if (!current) return (bodies.br = bodies.identity.then(freshBrotli));
    if (!bodies.brUpgraded) {
      bodies.brUpgraded = true;
      // This request is served the copy at hand; later ones the smaller copy once it is made (a failure keeps the first).
      void bodies.identity
        .then((raw) => brotli(raw, brotliParams(KEPT_BROTLI_QUALITY, raw)))
        .then(
          (smaller) => {
            bodies.br = Promise.resolve(smaller);
          },
          () => undefined,
        );
    }
    return current;
  }

  function body(bodies: Bodies, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'br') return brotliBody(bodies);
    return (bodies[encoding] ??= bodies.identity.then((raw) => (encoding === 'gzip' ? gzip(raw) : raw)));
  }

  /** Sends the body kept under `key` in the client's best encoding, loading it with `load` when missing or stale. */
  async function sendBody(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<Buffer>, contentType: string) {
    // The body is awaited before the entry resolves, so a failed load is not kept.
    const bodies = await entries.get(key, async () => ({ identity: Promise.resolve(await load()) }));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const payload = await body(bodies, encoding);
    // Added to what the route said it varies by (a drawn page's language comes from the cookie and Accept-Language).
    const vary = reply.getHeader('vary');
    reply.header('content-type', contentType).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    // Set here, @fastify/compress leaves the body alone (without it, it may still deflate for an old client).
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(payload);
  }

  return {
    /** The uncompressed JSON kept for `key`, loading it with `load` when missing or stale (an answer a page inlines). */
    body: async (key: string, load: () => Promise<unknown>): Promise<Buffer> =>
      (await entries.get(key, async () => ({ identity: Promise.resolve(jsonBody(await load())) }))).identity,
    /** Sends the cached answer for `key` as JSON, loading it with `load` when missing or stale. */
    send: (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<FastifyReply> =>
      sendBody(request, reply, key, async () => jsonBody(await load()), 'application/json; charset=utf-8'),
    /** Sends the cached page for `key`, loading it with `load` when missing or stale (the server's drawn pages). */
    sendHtml: (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<string | Buffer>): Promise<FastifyReply> =>
      sendBody(
        request,
        reply,
        key,
        async () => {
          const page = await load();
          return typeof page === 'string' ? Buffer.from(page) : page;
        },
        'text/html; charset=utf-8',
      ),
    clear: entries.clear,
    delete: entries.delete,
    get size(): number {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
