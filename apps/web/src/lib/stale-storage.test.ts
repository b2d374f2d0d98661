import { beforeEach, describe, expect, it } from 'vitest';
import { clearSignedOutStorage } from './signed-out-storage';
import { isMockEntry, purgeStaleMockUsers } from './stale-storage';

/** A Storage over a Map: the functions only need getItem, setItem and removeItem. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    keys: () => [...map.keys()],
  };
}

let localStorage: ReturnType<typeof memoryStorage>;

describe('stale mock users', () => {
  beforeEach(() => {
    localStorage = memoryStorage();
  });

  it('recognises each kind of mock entry and leaves real ones', () => {
    expect(isMockEntry({ uid: 'authenticated-user-123' })).toBe(true);
    expect(isMockEntry({ name: 'Authenticated User' })).toBe(true);
    expect(isMockEntry({ displayName: 'Authenticated User' })).toBe(true);
    expect(isMockEntry({ isMock: true })).toBe(true);
    expect(isMockEntry({ isFallback: true })).toBe(true);
    expect(isMockEntry({ email: 'user@authenticated.com' })).toBe(true);
    expect(isMockEntry({ uid: 'abc', email: 'ravi@example.in', name: 'Ravi' })).toBe(false);
    expect(isMockEntry(null)).toBe(false);
  });

  it('purges mock and unreadable entries from the five keys only', () => {
    localStorage.setItem('mockUser', JSON.stringify({ isMock: true }));
    localStorage.setItem('gmailUser', '{broken');
    localStorage.setItem('userProfile', JSON.stringify({ uid: 'real', email: 'ravi@example.in' }));
    localStorage.setItem('favorites_x', JSON.stringify({ isMock: true }));
    purgeStaleMockUsers(localStorage as unknown as Storage);
    expect(localStorage.getItem('mockUser')).toBeNull();
    expect(localStorage.getItem('gmailUser')).toBeNull();
    expect(localStorage.getItem('userProfile')).not.toBeNull();
    expect(localStorage.getItem('favorites_x')).not.toBeNull();
  });

  it('sign-out clears userProfile, gmailUser, gmailProfile, unfinished ads and unsent messages', () => {
    for (const key of ['userProfile', 'gmailUser', 'gmailProfile', 'postAdDraft:u1', 'postAdDraft:u1:42', 'pendingMessages:v1', 'other'])
      localStorage.setItem(key, '{}');
    clearSignedOutStorage(localStorage as unknown as Storage);
    expect(localStorage.keys()).toEqual(['other']);
  });
});
