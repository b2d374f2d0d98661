export type MemoCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

type Entry<T> = { expiresAt: number; value: Promise<T> };

/**
 * Values kept for a few seconds by key. Concurrent misses on one key share a single load (no stampede when a
 * popular entry expires); a failed load is not kept, so the next caller tries again. `clear()` drops everything;
 * a load that was running across a clear serves the callers already waiting on it but is not kept, since it may
 * predate the change that caused the clear.
 */
export function createMemoCache<T>({ ttlMs, maxEntries, now = Date.now }: MemoCacheOptions) {
  // A Map keeps insertion order: the first key is the oldest, evicted first when full.
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  function store(key: string, load: () => Promise<T>): Entry<T> {
    const entry: Entry<T> = { expiresAt: now() + ttlMs, value: load() };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    const startedIn = generation;
    const drop = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    void entry.value.then(() => {
      if (startedIn !== generation) drop();
    }, drop);
    return entry;
  }

  return {
    /** The value for `key`, loaded with `load` when missing or expired. */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      if (entry) entries.delete(key);
      return store(key, load).value;
    },
    /** Drops everything, and keeps no load that is running now. */
    clear(): void {
      generation += 1;
      entries.clear();
    },
    /** Drops one key (a load running for it now still serves its callers). */
    delete(key: string): void {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type MemoCache<T> = ReturnType<typeof createMemoCache<T>>;
