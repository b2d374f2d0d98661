/**
 * The old app kept users in localStorage and sometimes made fake ones. Sessions are now
 * server-side only, but phones that ran the old app still hold those entries; they are purged on start
 * so nothing reads a mock user, and the signed-out keys are cleared at sign-out.
 */
const USER_KEYS = ['userProfile', 'gmailUser', 'gmailProfile', 'authenticatedUser', 'mockUser'] as const;
const SIGN_OUT_KEYS = ['userProfile', 'gmailUser', 'gmailProfile'] as const;
/**
 * Unfinished ads (features/post-ad) and unsent messages (features/conversations) kept in the browser: the next
 * person on a shared phone must not see them.
 */
const SIGN_OUT_PREFIXES = ['postAdDraft:', 'pendingMessages:'] as const;

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

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Private mode or disabled storage: nothing to purge (treated as empty).
  }
}

export function purgeStaleMockUsers(store: Storage | null = storage()): void {
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

export function clearSignedOutStorage(store: Storage | null = storage()): void {
  if (!store) return;
  let drafts: string[] = [];
  try {
    drafts = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null && SIGN_OUT_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
  } catch (error) {
    console.warn('Could not list local entries', error);
  }
  for (const key of [...SIGN_OUT_KEYS, ...drafts]) {
    try {
      store.removeItem(key);
    } catch (error) {
      console.warn('Could not clear a local entry', key, error);
    }
  }
}
