import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import type { DayViews } from '../lib/chart-scale';
import { DASHBOARD_STALE_TIME, dashboardKeys } from './query-keys';

export const getViewsDaily = async (days: number): Promise<DayViews[]> =>
  (await api.get<{ success: true; data: DayViews[] }>(`/user/views-daily${toQueryString({ days })}`)).data;

export const viewsDailyQueryOptions = (days: number) =>
  queryOptions({ queryKey: dashboardKeys.viewsDaily(days), queryFn: () => getViewsDaily(days), staleTime: DASHBOARD_STALE_TIME });

/** GET /api/user/views-daily?days=: views of the owner's ads per Hyderabad day, zero-filled, oldest first. */
export function useViewsDaily(days: number) {
  return useQuery(viewsDailyQueryOptions(days));
}
