import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { takeBootResponse } from '@/lib/boot-data';
import { LIST_STALE_TIME } from '@/lib/query-keys';

// Typed by the shared contract, not parsed at runtime (see get-categories.ts).
export const getLocations = (): Promise<Location[]> => api.get('/locations');

export const locationsQueryKey = ['locations'] as const;

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsQueryKey,
    queryFn: getLocations,
    // Inlined in a visitor's home page, which the server drew from it (decision 016).
    initialData: () => takeBootResponse('/locations') as Location[] | undefined,
    staleTime: LIST_STALE_TIME,
  });

/** GET /api/locations: [{ LocationId, LocationName, City, State }], cached 5 minutes. */
export function useLocations() {
  return useQuery(locationsQueryOptions());
}
