import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@mohalla/shared';
import { api, ApiError } from '@/lib/api-client';
import { takeBootResponse } from '@/lib/boot-data';
import { clearSignedOutStorage } from './stale-storage';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null for a visitor (401). Other failures stay errors so a flaky network is not a sign-out. */
async function getMe(): Promise<Profile | null> {
  try {
    // Typed, not parsed: the header asks on every first load, and zod would cost ~24 KB there (decision 009).
    return (await api.get<{ data: Profile }>('/auth/me')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The session as every page sees it: `user` is the profile or null, `isLoading` while the first answer is out.
 * The cookie is HttpOnly, so asking the server is the only way to know.
 */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getMe,
    staleTime: 5 * 60 * 1000,
    retry: 1,
    // A page the server drew for someone without a session cookie says so (null), as /auth/me's 401 would.
    initialData: () => takeBootResponse('/auth/me') as Profile | null | undefined,
  });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** Puts a profile the server just returned (sign-in, sign-up, profile save) into the session cache. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: Profile | null) => queryClient.setQueryData(sessionQueryKey, user);
}

/** Signs out on the server, forgets every cached private answer and the spec's local keys. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: boolean }>('/auth/logout'),
    onSettled: () => {
      clearSignedOutStorage();
      queryClient.setQueryData(sessionQueryKey, null);
      // Private lists (dashboard, favourites, my ads) must not be shown to the next person on this phone.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
  });
}
