import Fastify from 'fastify';
import { MESSAGES } from '@mohalla/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDrain } from './drain.ts';

/** An app whose /slow answers only when released, as a request waiting on a gateway does. */
async function appWithSlowRoute() {
  const app = Fastify();
  registerDrain(app);
  let entered!: () => void;
  const isEntered = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    entered();
    await released;
    return { ok: true };
  });
  app.get('/api/ads', async () => ({ success: true, data: [] }));
  app.get('/sandbox/phonepe/ping', async () => ({ pong: true }));
  await app.ready();
  return { app, isEntered, release };
}

describe('drain (first phase of shutdown)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('lets requests in flight finish, answers new ones 503 except the sandbox, and resolves when idle', async () => {
    const { app, isEntered, release } = await appWithSlowRoute();
    close = () => app.close();
    const slow = app.inject({ url: '/slow' });
    await isEntered;

    let isDrained = false;
    const drained = app.drain(10_000).then(() => (isDrained = true));

    const refused = await app.inject({ url: '/api/ads' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.json()).toEqual({ success: false, message: MESSAGES.restarting });
    // The request in flight may be waiting on the in-process sandbox: that still answers.
    expect((await app.inject({ url: '/sandbox/phonepe/ping' })).json()).toEqual({ pong: true });
    expect(isDrained).toBe(false);

    release();
    expect((await slow).json()).toEqual({ ok: true });
    await drained;
    expect(isDrained).toBe(true);
  });

  it('resolves at once when nothing is in flight, and after the timeout when something hangs', async () => {
    const idle = await appWithSlowRoute();
    await idle.app.drain(60_000);
    await idle.app.close();

    const { app, isEntered, release } = await appWithSlowRoute();
    close = async () => {
      release();
      await app.close();
    };
    void app.inject({ url: '/slow' });
    await isEntered;
    const started = Date.now();
    await app.drain(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});

describe('drain listeners', () => {
  it('tells them when draining starts, so a stream that never ends by itself can end and let the drain finish', async () => {
    const app = Fastify();
    registerDrain(app);
    let entered!: () => void;
    const isEntered = new Promise<void>((resolve) => (entered = resolve));
    let endStream!: () => void;
    app.get('/stream', async () => {
      entered();
      await new Promise<void>((resolve) => (endStream = resolve));
      return { ended: true };
    });
    app.onDrain(() => endStream());
    await app.ready();
    const stream = app.inject({ url: '/stream' });
    await isEntered;
    // Far shorter than the timeout: only the listener can have ended the stream.
    const started = Date.now();
    await app.drain(30_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await stream).json()).toEqual({ ended: true });
    await app.close();
  });
});
