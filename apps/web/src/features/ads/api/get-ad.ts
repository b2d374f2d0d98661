import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdDetail } from '@mohalla/shared';
import { api, ApiError } from '@/lib/api-client';
import { takeBootResponse } from '@/lib/boot-data';

// Typed by the shared contract, not parsed: the detail page is a first page too (docs/decisions/009-page-budgets.md).
export const getAd = async (id: number): Promise<AdDetail> => (await api.get<{ data: AdDetail }>(`/ads/${id}`)).data;

export const adQueryKey = (id: number) => ['ads', 'detail', id] as const;

export const adQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adQueryKey(id),
    queryFn: () => getAd(id),
    // The ad inlined in a first visit's page (the server rendered the page from it): the first render has it.
    initialData: () => (takeBootResponse(`/ads/${id}`) as { data: AdDetail } | undefined)?.data,
    // Views and contact fields change with the viewer; a minute is fresh enough for back/forward.
    staleTime: 60_000,
    // A 404 will not become a 200 by asking again.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });

/** GET /api/ads/{id}: the camel-case detail; 404 `{ success: false, message: "Ad not found" }`. */
export function useAd(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adQueryOptions(id), ...options });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
