import { localStore } from './signed-out-storage';

/**
 * The old app kept users in localStorage and sometimes made fake ones. Sessions are now server-side only, but
 * phones that ran the old app still hold those entries; they are purged on start so nothing reads a mock user.
 * (Loaded after the page starts: a start that misses it purges next time. Sign-out's clearing is
 * signed-out-storage.ts, loaded with the app.)
 */
const USER_KEYS = ['userProfile', 'gmailUser', 'gmailProfile', 'authenticatedUser', 'mockUser'] as const;

type Entry = { email?: unknown; uid?: unknown; name?: unknown; displayName?: unknown; isMock?: unknown; isFallback?: unknown };

export function isMockEntry(entry: unknown): boolean {
  if (!entry || typeof entry !== 'object') return false;
  const e = entry as Entry;
  const email = typeof e.email === 'string' ? e.email.toLowerCase() : '';
  return (
    /@authenticated\.|^authenticated@|placeholder/.test(email) ||
    (typeof e.uid === 'string' && e.uid.startsWith('authenticated-user-')) ||
    e.name === 'Authenticated User' ||
    e.displayName === 'Authenticated User' ||
    e.isMock === true ||
    e.isFallback === true
  );
}

export function purgeStaleMockUsers(store: Storage | null = localStore()): void {
  if (!store) return;
  for (const key of USER_KEYS) {
    try {
      const raw = store.getItem(key);
      if (raw === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
      }
      // An unreadable entry is as useless as a mock one.
      if (parsed === null || isMockEntry(parsed)) store.removeItem(key);
    } catch (error) {
      console.warn('Could not purge a stale local entry', key, error);
    }
  }
}
