import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { asArrivedAt } from '../db/arrival-order.ts';

/**
 * Every statement a request runs, its session's included, waits for a connection in the order of the requests'
 * arrival (db/arrival-order.ts). Registered before any other hook: what runs after it, the body's parsing and the
 * handler included, runs as this request.
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => asArrivedAt(performance.now(), done));
}
