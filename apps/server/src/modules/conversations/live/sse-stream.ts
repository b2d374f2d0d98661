import type { LiveEvent } from '@mohalla/shared';
import type { FastifyReply } from 'fastify';

/** One open Server-Sent Events answer, as the live hub writes to it. */
export type LiveStream = {
  /** One event, named by its type; `id` becomes the browser's Last-Event-ID. */
  send(event: LiveEvent, id?: number): void;
  /** Moves the browser's Last-Event-ID without an event (an id line without data dispatches nothing). */
  mark(id: number): void;
  close(): void;
  readonly isClosed: boolean;
};

export type SseOptions = {
  /** How long the browser waits before reconnecting (the `retry:` field). */
  retryMs: number;
  /** A comment line this often keeps proxies and NAT from closing a quiet connection, and finds dead ones. */
  heartbeatMs: number;
  /** The stream ends after this long (plus up to a tenth more): the browser reconnects, which checks the session again. */
  maxAgeMs: number;
  /** A reader this far behind is dropped: it reconnects and catches up, rather than the server buffering for it. */
  maxBufferedBytes: number;
  onClose: () => void;
};

/**
 * Takes over the reply (Fastify sends nothing more) and answers with an event stream. Headers set by the hooks
 * before (security headers) are kept; compression is not applied, as it would hold events back.
 */
export function openSseStream(reply: FastifyReply, options: SseOptions): LiveStream {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.socket?.setNoDelay(true);

  let isClosed = false;
  const write = (chunk: string) => {
    if (isClosed) return;
    res.write(chunk);
    if (res.writableLength > options.maxBufferedBytes) close();
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  const ageLimit = setTimeout(() => close(), options.maxAgeMs * (1 + Math.random() / 10));
  heartbeat.unref();
  ageLimit.unref();

  function close() {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    clearTimeout(ageLimit);
    if (!res.writableEnded) res.end();
    options.onClose();
  }
  res.on('close', close);
  write(`retry: ${options.retryMs}\n: connected\n\n`);

  return {
    send: (event, id) => write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
    mark: (id) => write(`id: ${id}\n\n`),
    close,
    get isClosed() {
      return isClosed;
    },
  };
}
