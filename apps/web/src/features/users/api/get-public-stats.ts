import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, toQueryString } from '@/lib/api-client';

/** The answer of GET /api/user/public-stats (no shared schema exists for it; shape from users.service.ts). */
export type PublicStats = {
  isVerified: boolean;
  memberSince: string;
  totalAds: number;
  totalViews: number;
  activeAds: number;
  displayName: string;
};

export const getPublicStats = async (username: string): Promise<PublicStats> =>
  (await api.get<{ success: boolean; data: PublicStats }>(`/user/public-stats${toQueryString({ username })}`)).data;

export const publicStatsQueryKey = (username: string) => ['users', 'public-stats', username] as const;

export const publicStatsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: publicStatsQueryKey(username),
    queryFn: () => getPublicStats(username),
    staleTime: 60_000,
    // "User Not Found" will not change by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });

/** GET /api/user/public-stats?username= (an email or display name): stats, member since, verified. */
export function usePublicStats(username: string) {
  return useQuery(publicStatsQueryOptions(username));
}

export const isUserNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
