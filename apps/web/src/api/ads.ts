import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { apiQuery } from '@/lib/api';

export type AdsQuery = NonNullable<ApiRequest<'GET /ads'>['query']>;

/** GET /api/ads: live ads by category, place, words and sort; the browse page, the home page and similar ads. */
export const adsQuery = (query: AdsQuery = {}) =>
  apiQuery(
    'GET /ads',
    { query },
    // Fresh for the app's default 5 minutes; the last page stays on screen while the next filter or page loads (no flicker).
    { placeholderData: keepPreviousData },
  );

export function useAds(query: AdsQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adsQuery(query), ...options });
}
