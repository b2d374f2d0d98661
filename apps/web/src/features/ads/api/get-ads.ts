import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdListResponse } from '@mohalla/shared';
import { api, toQueryString } from '@/lib/api-client';
import { takeBootResponse } from '@/lib/boot-data';
import { LIST_STALE_TIME } from '@/lib/query-keys';

export type AdsQuery = {
  category?: string;
  location?: string;
  search?: string;
  sort?: string;
  page?: number;
  limit?: number;
};

const adsPath = (query: AdsQuery) => `/ads${toQueryString(query)}`;

// Typed by the shared contract, not parsed: zod stays out of the first load (docs/decisions/009-page-budgets.md).
export const getAds = (query: AdsQuery = {}): Promise<AdListResponse> => api.get(adsPath(query));

/** Root key of every ad list; mutations invalidate with `adsQueryKey()`. */
export const adsQueryKey = (query?: AdsQuery) => (query ? (['ads', 'list', query] as const) : (['ads', 'list'] as const));

export const adsQueryOptions = (query: AdsQuery = {}) =>
  queryOptions({
    queryKey: adsQueryKey(query),
    queryFn: () => getAds(query),
    // The list inlined in a first visit's page (the server rendered the page from it): the first render has it.
    initialData: () => takeBootResponse(adsPath(query)) as AdListResponse | undefined,
    staleTime: LIST_STALE_TIME,
    // The last page stays on screen while the next filter or page loads (no flicker).
    placeholderData: keepPreviousData,
  });

/** GET /api/ads: `{ success, data: Ad[], total, page, limit }`, only active unexpired ads. */
export function useAds(query: AdsQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adsQueryOptions(query), ...options });
}
