import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdStatus } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { LIST_STALE_TIME } from '@/lib/query-keys';

export const getAdStatuses = (): Promise<AdStatus[]> => api.get('/ad-statuses');

export const adStatusesQueryOptions = () =>
  queryOptions({ queryKey: ['ad-statuses'] as const, queryFn: getAdStatuses, staleTime: LIST_STALE_TIME });

/** GET /api/ad-statuses: [{ key, name, color, textColor }] for the status badges; reference data, cached. */
export function useAdStatuses() {
  return useQuery(adStatusesQueryOptions());
}
