import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { apiKey, apiQuery } from '@/lib/api';

/**
 * Every GET /api/user/* answer (the owner's dashboard figures and lists, a seller's public page) lives under this
 * key: a change to someone's ads refreshes them all with one invalidation.
 */
export const userRootKey = apiKey('GET /user/ads').slice(0, 1);

/** Views and favourites received change through other people; half a minute keeps the owner's numbers honest. */
export const OWNER_STALE_TIME = 30_000;

export type UserAdsQuery = NonNullable<ApiRequest<'GET /user/ads'>['query']>;

/** GET /api/user/ads?userEmail=&limit=&status=: the owner's ads in any status, newest first (dashboard, my ads, payments). */
export const userAdsQuery = (query: UserAdsQuery) =>
  apiQuery(
    'GET /user/ads',
    { query },
    {
      staleTime: OWNER_STALE_TIME,
      // Switching the /my-ads filter keeps the last list on screen until the next one arrives.
      placeholderData: keepPreviousData,
      select: (answer) => answer.data,
    },
  );

export const useUserAds = (query: UserAdsQuery) => useQuery(userAdsQuery(query));
