import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Profile } from '@mohalla/shared';
import { apiKey, callApi } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { takeBootResponse } from '@/lib/boot-data';
import { clearSignedOutStorage } from '@/lib/signed-out-storage';

/**
 * GET /api/auth/me's key. Its cache holds the profile itself, or null for a visitor (the 401 made an answer),
 * and every other answer is cached under another first segment than 'auth', so "all but the session" is one test.
 */
export const sessionQueryKey = apiKey('GET /auth/me');
const isSessionKey = (queryKey: readonly unknown[]) => queryKey[0] === sessionQueryKey[0];

/** The signed-in user, or null for a visitor (401). Other failures stay errors so a flaky network is not a sign-out. */
async function getMe(): Promise<Profile | null> {
  try {
    return (await callApi('GET /auth/me')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The session as every page sees it: `user` is the profile or null, `isLoading` while the first answer is out. */
export type Session = {
  user: Profile | null;
  isLoading: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
};

/** The cookie is HttpOnly, so asking the server is the only way to know. */
function useSessionQuery(): Session {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getMe,
    staleTime: 5 * 60 * 1000,
    retry: 1,
    // A page the server drew for someone without a session cookie says so (null), as /auth/me's 401 would.
    initialData: () => takeBootResponse('/auth/me') as Profile | null | undefined,
  });
  const { data, isPending, isError, refetch } = query;
  return useMemo(() => ({ user: data ?? null, isLoading: isPending, isError, refetch }), [data, isPending, isError, refetch]);
}

const SessionContext = createContext<Session | null>(null);

/**
 * Reads the session once for everything under it (AppProvider has one): a page the server draws has half a dozen
 * readers (the header, its menus, the language links, a list's hearts), and a query observer each was ~5% of the
 * render (decision 016, eleventh session). They see the same answer, and change together, as before.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return createElement(SessionContext, { value: useSessionQuery() }, children);
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside a SessionProvider (AppProvider has one)');
  return session;
}

/** Puts a profile the server just returned (sign-in, sign-up, profile save) into the session cache. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: Profile | null) => queryClient.setQueryData(sessionQueryKey, user);
}

/** Forgets every cached answer but the session's (what a visitor saw is not what a member may see, and back). */
export function forgetAllButSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
}

/** Marks every cached answer but the session's stale: after a change whose reach is wider than one list. */
export function refreshAllButSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
}

/** POST /api/auth/logout: ends the session on the server; `forgetSession` then clears this phone's copy. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: () => callApi('POST /auth/logout') });
  const forgetSession = useCallback(() => {
    clearSignedOutStorage();
    queryClient.setQueryData(sessionQueryKey, null);
    // Private lists (dashboard, favourites, my ads) must not be shown to the next person on this phone.
    forgetAllButSession(queryClient);
  }, [queryClient]);
  return { ...mutation, forgetSession };
}
