import { afterEach, describe, expect, it, vi } from 'vitest';

/** A localStorage of a Map, as a browser tab would have. */
function fakeStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the pending queue across a reload', () => {
  it('keeps unsent messages in localStorage, and a new page finds them waiting with the same clientId', async () => {
    const localStorage = fakeStorage();
    vi.stubGlobal('window', { localStorage });
    const first = await import('./pending-store');
    first.pendingStore.add({
      clientId: 'c-1',
      conversationId: 4,
      content: { kind: 'text', text: 'typed offline' },
      createdAt: '2026-11-25T10:00:00Z',
      state: 'sending',
    });
    expect(localStorage.map.get(first.PENDING_STORAGE_KEY)).toContain('typed offline');

    vi.resetModules();
    const second = await import('./pending-store');
    expect(second.pendingStore.of(4)).toEqual([expect.objectContaining({ clientId: 'c-1', state: 'waiting' })]);
    second.pendingStore.remove(4, 'c-1');
    expect(localStorage.map.has(second.PENDING_STORAGE_KEY)).toBe(false);
  });

  it('ignores what it cannot read', async () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ 'pendingMessages:v1': '{not json' }) });
    const { pendingStore } = await import('./pending-store');
    expect(pendingStore.threads()).toEqual([]);
  });
});
