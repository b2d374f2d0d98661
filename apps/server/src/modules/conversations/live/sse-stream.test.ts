import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse } from '../../../../test/helpers/sse-client.ts';
import { openSseStream, type LiveStream, type SseOptions } from './sse-stream.ts';

/** A server with one stream route, the stream it opened, and when it closed. */
async function streamServer(options: Partial<SseOptions>) {
  const app = Fastify();
  let opened!: (stream: LiveStream) => void;
  const stream = new Promise<LiveStream>((resolve) => (opened = resolve));
  let onClosed!: () => void;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  app.get('/stream', async (_request, reply) => {
    reply.header('x-frame-options', 'DENY');
    opened(
      openSseStream(reply, {
        retryMs: 1500,
        heartbeatMs: 60_000,
        maxAgeMs: 60_000,
        maxBufferedBytes: 1_000_000,
        onClose: onClosed,
        ...options,
      }),
    );
    return reply;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`, stream, closed };
}

describe('an event stream', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('keeps the headers set before it, says how soon to reconnect, and writes named events with their ids', async () => {
    const server = await streamServer({});
    app = server.app;
    const client = await openSse(server.url, {});
    expect(client.headers['x-frame-options']).toBe('DENY');
    expect(client.headers['x-accel-buffering']).toBe('no');
    const stream = await server.stream;
    stream.send({ type: 'unread', conversations: 1, messages: 2 });
    stream.mark(41);
    stream.send({ type: 'unread', conversations: 0, messages: 0 }, 42);
    const last = await client.waitFor((e) => e.id === '42');
    expect(client.retryMs).toBe(1500);
    expect(client.events.map((e) => [e.event, e.id])).toEqual([
      ['unread', undefined],
      ['unread', '42'],
    ]);
    expect(JSON.parse(last.data)).toEqual({ type: 'unread', conversations: 0, messages: 0 });
    client.close();
    await server.closed;
    expect(stream.isClosed).toBe(true);
  });

  it('sends a heartbeat comment, and ends itself at its age limit', async () => {
    const server = await streamServer({ heartbeatMs: 20, maxAgeMs: 300 });
    app = server.app;
    let raw = '';
    const res = await fetch(server.url);
    const reader = res.body!.getReader();
    const started = Date.now();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      raw += new TextDecoder().decode(value);
    }
    expect(raw.match(/^: ping$/gm)!.length).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await server.closed;
  });
});
