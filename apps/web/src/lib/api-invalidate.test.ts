import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateApi } from './api';

/** A fetcher whose first answer waits until `answerFirst` is called; later ones answer at once. */
function slowFirstLoad(first: string, later: string) {
  let calls = 0;
  let answerFirst = () => {};
  const queryFn = () => {
    calls += 1;
    if (calls > 1) return Promise.resolve(later);
    return new Promise<string>((resolve) => (answerFirst = () => resolve(first)));
  };
  return { queryFn, answerFirst: () => answerFirst(), calls: () => calls };
}

describe('invalidateApi', () => {
  it('asks again for a list whose first load was on its way when the change was made', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = slowFirstLoad('before the change', 'after the change');
    const observer = new QueryObserver(client, { queryKey: ['admin', 'keywords'], queryFn: list.queryFn });
    const unsubscribe = observer.subscribe(() => {});

    // The change is saved while the first load is still on its way, and that load was answered before it.
    const invalidated = invalidateApi(client, ['admin', 'keywords']);
    list.answerFirst();
    await invalidated;

    expect(list.calls()).toBe(2);
    expect(client.getQueryData(['admin', 'keywords'])).toBe('after the change');
    unsubscribe();
  });

  it('refreshes a list already on screen once, as before', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['safe-places'], queryFn: () => Promise.resolve(++calls) });
    const unsubscribe = observer.subscribe(() => {});
    await client.fetchQuery({ queryKey: ['safe-places'], queryFn: () => Promise.resolve(++calls) });
    const before = calls;

    await invalidateApi(client, ['safe-places']);

    expect(calls).toBe(before + 1);
    expect(client.getQueryData(['safe-places'])).toBe(calls);
    unsubscribe();
  });
});
