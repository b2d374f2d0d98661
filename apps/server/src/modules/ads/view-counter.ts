import type { FastifyBaseLogger } from 'fastify';

export type ViewRecord = { adId: number; viewerKey: string; day: string };

type Deps = {
  /** Writes the views that are new (none counted yet for that ad, viewer and day); answers their keys. */
  record: (views: ViewRecord[]) => Promise<Set<string>>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How many (ad, viewer, day) triples to remember as counted; past it the memory starts afresh. */
  maxRemembered?: number;
};

export const viewKey = ({ adId, viewerKey, day }: ViewRecord) => `${day}|${adId}|${viewerKey}`;

/**
 * Counts ad views once per viewer per day without a write per page view (docs/decisions/013-ad-page-and-member-caches.md):
 *
 * - A view this process already counted today needs no database at all (most page views are people coming
 *   back to an ad from the list).
 * - New views are written together, like a group commit: while one batch is being written the next one
 *   collects, so fifty visitors opening ads at once cost one or two INSERTs, not fifty. Each caller still
 *   waits for its own batch, so a view is in the database before its page is answered.
 * - A failed write does not fail the page: the view is not counted, and is forgotten so a later visit can
 *   count it.
 */
export function createViewCounter({ record, log, maxRemembered = 100_000 }: Deps) {
  const counted = new Set<string>();
  let pending = new Map<string, ViewRecord>();
  let written: Promise<Set<string>> | null = null;
  let next: Promise<Set<string>> | null = null;

  async function writeBatch(): Promise<Set<string>> {
    const batch = pending;
    pending = new Map();
    try {
      return await record([...batch.values()]);
    } catch (error) {
      for (const key of batch.keys()) counted.delete(key);
      log.warn({ err: error, views: batch.size }, 'ad views not recorded');
      return new Set();
    }
  }

  /** The batch this view joins: the one being collected behind the write in flight, or a new one now. */
  function batchFor(): Promise<Set<string>> {
    if (next) return next;
    if (!written) {
      written = writeBatch().finally(() => {
        written = null;
      });
      return written;
    }
    next = written.then(() => {
      next = null;
      written = writeBatch().finally(() => {
        written = null;
      });
      return written;
    });
    return next;
  }

  return {
    /** Whether this view is a new one (and now stored). */
    async count(view: ViewRecord): Promise<boolean> {
      const key = viewKey(view);
      if (counted.has(key)) return false;
      if (counted.size >= maxRemembered) counted.clear();
      counted.add(key);
      pending.set(key, view);
      return (await batchFor()).has(key);
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
