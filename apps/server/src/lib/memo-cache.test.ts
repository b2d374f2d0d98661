import { describe, expect, it } from 'vitest';
import { createMemoCache } from './memo-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createMemoCache', () => {
  const setup = (maxEntries = 3) => {
    let clock = 0;
    const cache = createMemoCache<string>({ ttlMs: 1000, maxEntries, now: () => clock });
    return {
      cache,
      tick: (ms: number) => {
        clock += ms;
      },
    };
  };

  it('loads a key once until it expires', async () => {
    const { cache, tick } = setup();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('a', load)).toBe('v1');
    tick(999);
    expect(await cache.get('a', load)).toBe('v1');
    tick(1);
    expect(await cache.get('a', load)).toBe('v2');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    gate.resolve('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const { cache } = setup();
    await expect(
      cache.get('a', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('evicts the oldest key when full', async () => {
    const { cache } = setup(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    expect(await cache.get('c', async () => 'c again')).toBe('c');
  });

  it('serves a load that ran across a clear to its callers, but does not keep it', async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    const waiting = cache.get('a', () => gate.promise);
    cache.clear();
    gate.resolve('from before the change');
    expect(await waiting).toBe('from before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });
});
