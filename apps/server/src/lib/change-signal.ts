/**
 * Tells in-process caches that what they hold may be out of date (an ad went live, changed or left). Writers
 * call `notify()`; a cache subscribes and drops its entries.
 */
export function createChangeSignal() {
  const listeners = new Set<() => void>();
  return {
    notify(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChangeSignal = ReturnType<typeof createChangeSignal>;
