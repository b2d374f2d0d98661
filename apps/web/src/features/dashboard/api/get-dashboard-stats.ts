import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

/** Spec section 3 "Dashboard stats", with favourites received counted on the server (decision 006). */
export type DashboardStats = { totalAds: number; activeAds: number; totalViews: number; totalFavorites: number };

export const getDashboardStats = async (email: string): Promise<DashboardStats> =>
  (await api.get<{ success: true; data: DashboardStats }>(`/user/dashboard-stats${toQueryString({ userEmail: email })}`)).data;

export const dashboardStatsQueryOptions = (email: string) =>
  queryOptions({ queryKey: dashboardKeys.stats(email), queryFn: () => getDashboardStats(email), staleTime: DASHBOARD_STALE_TIME });

/** GET /api/user/dashboard-stats?userEmail= (the session's own email, else 403). */
export function useDashboardStats(email: string) {
  return useQuery(dashboardStatsQueryOptions(email));
}
