import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivedAt, asArrivedAt, earliest, serveInArrivalOrder } from '../src/db/arrival-order.ts';
import { registerArrivalOrder } from '../src/http/arrival.ts';
import { createServerDatabase } from './helpers/test-app.ts';

describe('the earliest waiter', () => {
  it('is the one that arrived first; the queue’s order breaks ties, and a waiter without an arrival comes last', () => {
    expect(earliest([{ arrivedAt: 3 }, { arrivedAt: 1 }, { arrivedAt: 2 }])).toBe(1);
    expect(earliest([{ arrivedAt: 2 }, { arrivedAt: 2 }])).toBe(0);
    expect(earliest([{}, { arrivedAt: 5 }])).toBe(1);
  });

  it('is marked by the request’s arrival inside it, and by the moment it asks outside one', () => {
    expect(asArrivedAt(7, () => arrivedAt())).toBe(7);
    const before = performance.now();
    expect(arrivedAt()).toBeGreaterThanOrEqual(before);
  });
});

// A pool of one connection, held while four statements queue: the order they are answered in is the order served.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('connections served by arrival (PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  beforeAll(async () => {
    server = await createServerDatabase();
  });
  afterAll(async () => server?.drop());

  async function answeredOrder(isByArrival: boolean): Promise<string[]> {
    const pool = new pg.Pool({ connectionString: server.url, max: 1 });
    if (isByArrival) serveInArrivalOrder(pool);
    try {
      const held = await pool.connect();
      const answered: string[] = [];
      const ask = (name: string) => pool.query('SELECT 1').then(() => void answered.push(name));
      const asked = [
        asArrivedAt(30, () => ask('third to arrive')),
        asArrivedAt(10, () => ask('first to arrive')),
        ask('outside a request'),
        asArrivedAt(20, () => ask('second to arrive')),
      ];
      held.release();
      await Promise.all(asked);
      return answered;
    } finally {
      await pool.end();
    }
  }

  it('answers the statements of earlier requests first, and work outside a request as arriving when it asked', async () => {
    expect(await answeredOrder(true)).toEqual(['first to arrive', 'second to arrive', 'third to arrive', 'outside a request']);
  });

  it('(pg-pool by itself serves them in the order they asked)', async () => {
    expect(await answeredOrder(false)).toEqual(['third to arrive', 'first to arrive', 'outside a request', 'second to arrive']);
  });
});

describe('a request’s arrival', () => {
  it('is known in its handler, after async hooks and a parsed body, and is each request’s own', async () => {
    const app = Fastify();
    registerArrivalOrder(app);
    // Another hook that waits, as the session's does, and notes the arrival it sees.
    app.addHook('onRequest', async (request) => {
      await new Promise((resolve) => setImmediate(resolve));
      (request as unknown as { seen: number }).seen = arrivedAt();
    });
    const answer = async (request: FastifyRequest) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { seen: (request as unknown as { seen: number }).seen, now: arrivedAt(), handledAt: performance.now() };
    };
    app.get('/', answer);
    app.post('/', answer);
    try {
      const [first, second] = await Promise.all([
        app.inject({ method: 'GET', url: '/' }),
        app.inject({ method: 'POST', url: '/', payload: { text: 'x'.repeat(100_000) } }),
      ]);
      for (const response of [first, second]) {
        const body = response.json<{ seen: number; now: number; handledAt: number }>();
        expect(body.now).toBe(body.seen);
        expect(body.now).toBeLessThan(body.handledAt - 4);
      }
      expect(first.json<{ now: number }>().now).not.toBe(second.json<{ now: number }>().now);
    } finally {
      await app.close();
    }
  });
});
