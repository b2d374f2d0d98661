/**
 * What this phone keeps that the next person on it must not see: the old app's signed-in user keys, unfinished
 * ads (features/post-ad) and unsent messages (features/conversations). Cleared at sign-out, so this module is
 * loaded with the app (sign-out must not wait on, or fail with, a chunk fetched over a bad connection).
 */
const SIGN_OUT_KEYS = ['userProfile', 'gmailUser', 'gmailProfile'] as const;
const SIGN_OUT_PREFIXES = ['postAdDraft:', 'pendingMessages:'] as const;

/** localStorage, or null where it is disabled (private mode): treated as empty. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isSignedOutKey = (key: string) =>
  (SIGN_OUT_KEYS as readonly string[]).includes(key) || SIGN_OUT_PREFIXES.some((prefix) => key.startsWith(prefix));

export function clearSignedOutStorage(store: Storage | null = localStore()): void {
  if (!store) return;
  try {
    // Listed first, then removed: removing while walking the indexes would skip keys.
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    for (const key of keys.filter(isSignedOutKey)) store.removeItem(key);
  } catch (error) {
    console.warn('Could not clear the entries kept on this phone', error);
  }
}
