import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createSweepsRepository } from './sweeps.repository.ts';

/**
 * The most rows a task changes in one sweep. Every task shares one transaction, so one that outlasts the statement
 * timeout rolls back all of them, pending payments' checks included, and would do so again at every sweep: at a
 * million ads the first sweep met 80,000 ads due a reminder and timed out, forever. In batches, a backlog (a first
 * deploy, a sweeper that was down) is worked off over a few sweeps; a day's expiries at a million ads are ~33,000,
 * 230 every ten minutes.
 */
export const SWEEP_BATCH = 1_000;

/** One unit of periodic work; it runs inside a transaction that holds the sweep lock. */
export type SweepTask = { name: string; run: (tx: Db) => Promise<(() => Promise<void>) | void> };

/**
 * Runs every task under a transaction-scoped advisory lock, so with several server instances only one sweeps
 * at a time. A task may return follow-up work (e.g. deleting files) that runs only after its rows are committed.
 */
export function createSweeper(deps: { db: Db; log: FastifyBaseLogger; tasks: SweepTask[] }) {
  const sweeps = createSweepsRepository(deps.db);
  const runOnce = async (): Promise<{ ran: boolean }> => {
    const after: Array<() => Promise<void>> = [];
    const ran = await sweeps.withSweepLock(async (tx) => {
      for (const task of deps.tasks) {
        const followUp = await task.run(tx);
        if (followUp) after.push(followUp);
      }
    });
    for (const work of after) await work().catch((err: unknown) => deps.log.warn({ err }, 'sweep follow-up failed'));
    return { ran };
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    runOnce,
    start(intervalMs: number) {
      const tick = () => {
        running ??= runOnce()
          .catch((err: unknown) => deps.log.error({ err }, 'sweep failed'))
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      setTimeout(tick, 5_000).unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;
