import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import type { UserAd } from '../lib/user-ad';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

export type UserAdsQuery = { email: string; limit: number; status?: string };

export const getUserAds = async ({ email, limit, status }: UserAdsQuery): Promise<UserAd[]> =>
  (await api.get<{ success: true; data: UserAd[] }>(`/user/ads${toQueryString({ userEmail: email, limit, status })}`)).data;

export const userAdsQueryOptions = (query: UserAdsQuery) =>
  queryOptions({
    queryKey: dashboardKeys.ads(query),
    queryFn: () => getUserAds(query),
    staleTime: DASHBOARD_STALE_TIME,
    // Switching the /my-ads filter keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** GET /api/user/ads?userEmail=&limit=&status=: the owner's ads in any status, newest first. */
export function useUserAds(query: UserAdsQuery) {
  return useQuery(userAdsQueryOptions(query));
}
