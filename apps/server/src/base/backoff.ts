/** How a backoff grows: free failures, then a wait doubling from `firstDelayMs` up to `maxDelayMs`. */
export type BackoffOptions = {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key is forgotten this long after its last failure. */
  forgetAfterMs: number;
  /** Keys kept at most; beyond it the oldest are dropped (memory cannot be exhausted by made-up keys). */
  maxKeys?: number;
  now?: () => number;
};

type Entry = { failures: number; lastAt: number; openAt: number };

/**
 * Growing delays per key (an account, an address), in memory: the first failures cost nothing, then each one
 * makes the next attempt wait twice as long as the one before. Attempts refused while waiting do not count,
 * so waiting is all it takes: nothing is ever locked for good.
 */
export function createBackoff(options: BackoffOptions) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now() - entry.lastAt > options.forgetAfterMs) entries.delete(key);
    return entries.get(key);
  };
  const openAt = ({ failures, lastAt }: Entry) => {
    const over = failures - options.freeFailures;
    return over > 0 ? lastAt + Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** (over - 1)) : 0;
  };
  const prune = () => {
    for (const [key, entry] of entries) if (now() - entry.lastAt > options.forgetAfterMs) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };

  return {
    /** Milliseconds until `key` may try again; 0 when it may now. */
    waitMs(key: string): number {
      const entry = live(key);
      return entry ? Math.max(0, entry.openAt - now()) : 0;
    },
    /** Counts a failure. Callers count an attempt before judging it, so simultaneous ones cannot slip through together. */
    fail(key: string): void {
      const entry = live(key) ?? { failures: 0, lastAt: 0, openAt: 0 };
      if (!entries.has(key) && entries.size >= maxKeys) prune();
      entry.failures += 1;
      entry.lastAt = now();
      entry.openAt = openAt(entry);
      entries.delete(key);
      entries.set(key, entry);
    },
    /** Takes back one counted failure: the attempt turned out right. */
    forgive(key: string): void {
      const entry = live(key);
      if (!entry) return;
      entry.failures -= 1;
      if (entry.failures <= 0) entries.delete(key);
      else entry.openAt = openAt(entry);
    },
    clear(key: string): void {
      entries.delete(key);
    },
  };
}

export type Backoff = ReturnType<typeof createBackoff>;
