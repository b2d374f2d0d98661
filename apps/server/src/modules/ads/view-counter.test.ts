import { describe, expect, it } from 'vitest';
import { createViewCounter, viewKey, type ViewRecord } from './view-counter.ts';

const view = (adId: number, viewerKey = 'v:a', day = '2026-11-23'): ViewRecord => ({ adId, viewerKey, day });

/** A store like ad_views: a triple counts once; each write is kept so the batches can be inspected. */
function createStore() {
  const stored = new Set<string>();
  const batches: ViewRecord[][] = [];
  let gate: Promise<void> = Promise.resolve();
  let fail = false;
  return {
    stored,
    batches,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => open();
    },
    failNext() {
      fail = true;
    },
    async record(views: ViewRecord[]): Promise<Set<string>> {
      batches.push(views);
      await gate;
      if (fail) {
        fail = false;
        throw new Error('database unreachable');
      }
      const fresh = views.map(viewKey).filter((key) => !stored.has(key));
      for (const key of fresh) stored.add(key);
      return new Set(fresh);
    },
  };
}

const quietLog = { warn: () => undefined };

describe('createViewCounter', () => {
  it('counts a view once per viewer and day, and a repeat costs no write', async () => {
    const store = createStore();
    const counter = createViewCounter({ record: store.record, log: quietLog });
    expect(await counter.count(view(1))).toBe(true);
    expect(await counter.count(view(1))).toBe(false);
    expect(await counter.count(view(1, 'v:b'))).toBe(true);
    expect(await counter.count(view(1, 'v:a', '2026-11-24'))).toBe(true);
    expect(store.batches).toHaveLength(3);
  });

  it('writes the views that arrive during a write together, in one batch, and answers each caller', async () => {
    const store = createStore();
    const counter = createViewCounter({ record: store.record, log: quietLog });
    const open = store.hold();
    const first = counter.count(view(1));
    const rest = [counter.count(view(2)), counter.count(view(3)), counter.count(view(2, 'v:b'))];
    open();
    expect(await first).toBe(true);
    expect(await Promise.all(rest)).toEqual([true, true, true]);
    expect(store.batches.map((b) => b.length)).toEqual([1, 3]);
  });

  it('answers false for a view another process already stored', async () => {
    const store = createStore();
    store.stored.add(viewKey(view(7)));
    const counter = createViewCounter({ record: store.record, log: quietLog });
    expect(await counter.count(view(7))).toBe(false);
  });

  it('does not fail the page when the write fails, and counts the view on a later visit', async () => {
    const store = createStore();
    const warnings: unknown[] = [];
    const counter = createViewCounter({
      record: store.record,
      log: {
        warn: (...args: unknown[]) => {
          warnings.push(args);
        },
      },
    });
    store.failNext();
    expect(await counter.count(view(1))).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(await counter.count(view(1))).toBe(true);
    expect(store.stored.has(viewKey(view(1)))).toBe(true);
  });

  it('forgets what it remembered when full, and the store still refuses a second count', async () => {
    const store = createStore();
    const counter = createViewCounter({ record: store.record, log: quietLog, maxRemembered: 2 });
    await counter.count(view(1));
    await counter.count(view(2));
    expect(await counter.count(view(3))).toBe(true);
    expect(await counter.count(view(1))).toBe(false);
    expect(store.batches).toHaveLength(4);
  });
});
