import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * Connections go to the statement of the request that came first, not to the statement that asked first
 * (decision 023, fourteenth session). pg-pool hands a freed connection to its oldest waiter, so a request of four
 * statements queues four times behind every request that arrived meanwhile: at fifty connections a search's last
 * statement waited behind ads that were opened after it started, and its time grew with its statements (p95 1.6-2x
 * the mean). Served by arrival, a request once started goes ahead of newer ones, and each waits about as long as
 * every other: the mean is the same (it is set by the throughput), the tail is shorter.
 */
const arrival = new AsyncLocalStorage<number>();

/** Runs `work` (and everything it starts) as the request that arrived at `at` (performance.now()). */
export const asArrivedAt = <T>(at: number, work: () => T): T => arrival.run(at, work);

/** When the work running now arrived: its request's arrival, or now for work outside a request (sweeps, batches). */
export const arrivedAt = (): number => arrival.getStore() ?? performance.now();

/** pg-pool's queue of callers waiting for a connection (internal: pg-pool 3.x, index.js). */
type Waiter = { arrivedAt?: number };
type PoolInternals = { _pendingQueue: Waiter[]; _pulseQueue: () => void; connect: (...args: unknown[]) => unknown };

/** The first waiter that arrived earliest (ties keep the queue's order). */
export function earliest(waiters: Waiter[]): number {
  let best = 0;
  for (let i = 1; i < waiters.length; i++) {
    if ((waiters[i]!.arrivedAt ?? Infinity) < (waiters[best]!.arrivedAt ?? Infinity)) best = i;
  }
  return best;
}

/**
 * Makes `pool` hand each freed connection to the waiter whose request arrived first. pg-pool queues a waiter inside
 * connect() (pool.query calls it too) and serves the head of its queue whenever a connection is freed (_pulseQueue);
 * the waiter is marked with its arrival as it is queued, and the earliest moved to the head before each serving.
 */
export function serveInArrivalOrder(pool: pg.Pool): void {
  const internals = pool as unknown as PoolInternals;
  const connect = internals.connect.bind(pool);
  const pulse = internals._pulseQueue.bind(pool);
  internals.connect = (...args: unknown[]) => {
    const queue = internals._pendingQueue;
    const before = queue.length;
    const result = connect(...args);
    if (queue.length > before) queue[queue.length - 1]!.arrivedAt = arrivedAt();
    return result;
  };
  internals._pulseQueue = () => {
    const queue = internals._pendingQueue;
    if (queue.length > 1) {
      const first = earliest(queue);
      if (first > 0) queue.unshift(queue.splice(first, 1)[0]!);
    }
    pulse();
  };
}
