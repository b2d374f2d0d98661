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

/** The body once, and each encoding the first time a client asks for it (compressed off the main thread). */
type Bodies = Partial<Record<Encoding, Promise<Buffer>>> & { identity: Promise<Buffer> };

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

  function body(bodies: Bodies, encoding: Encoding): Promise<Buffer> {
    return (bodies[encoding] ??= bodies.identity.then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzip(raw),
    ));
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
