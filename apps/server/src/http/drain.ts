import { MESSAGES } from '@mohalla/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** First phase of a graceful shutdown (main.ts): see registerDrain. Resolves when nothing is in flight. */
    drain: (timeoutMs: number) => Promise<void>;
    /** Work to do when draining starts: answers that never end by themselves (a live stream) end then. */
    onDrain: (listener: () => void) => void;
  }
}

/**
 * Fastify's close() stops listening at once. A request in flight that needs another request to this same
 * server then fails: with the local PhonePe sandbox (mounted here), `POST /api/pay` calls the sandbox over
 * HTTP. While draining, the server keeps listening but answers new requests 503 with `connection: close`,
 * except those to the sandbox, which in-flight requests may be waiting on. close() follows once nothing is
 * in flight, or after the timeout.
 */
export function registerDrain(app: FastifyInstance): void {
  const inFlight = new Set<FastifyRequest>();
  let isDraining = false;
  let onIdle: (() => void) | undefined;
  const drainListeners: Array<() => void> = [];
  const finish = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) onIdle?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isDraining && !request.url.startsWith('/sandbox/')) {
      return reply.status(503).header('connection', 'close').send({ success: false, message: MESSAGES.restarting });
    }
    inFlight.add(request);
  });
  app.addHook('onResponse', async (request) => finish(request));
  app.addHook('onRequestAbort', async (request) => finish(request));

  app.decorate('onDrain', (listener: () => void) => void drainListeners.push(listener));
  app.decorate('drain', (timeoutMs: number) => {
    isDraining = true;
    for (const listener of drainListeners) listener();
    if (inFlight.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
