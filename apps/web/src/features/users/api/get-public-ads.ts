import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Ad } from '@mohalla/shared';
import { api, toQueryString } from '@/lib/api-client';

// Typed by the shared contract, not parsed at runtime (as the ads feature's lists).
export const getPublicAds = async (username: string): Promise<Ad[]> =>
  (await api.get<{ success: boolean; data: Ad[] }>(`/user/public-ads${toQueryString({ username, limit: LIMITS.publicProfileAds })}`)).data;

export const publicAdsQueryKey = (username: string) => ['users', 'public-ads', username] as const;

export const publicAdsQueryOptions = (username: string) =>
  queryOptions({ queryKey: publicAdsQueryKey(username), queryFn: () => getPublicAds(username), staleTime: 60_000 });

/** GET /api/user/public-ads?username=&limit=20: the seller's live ads, newest first. */
export function usePublicAds(username: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...publicAdsQueryOptions(username), ...options });
}
