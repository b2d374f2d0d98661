import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/api-client';

/** GET /api/ads/{id}: the camel-case detail; 404 `{ success: false, message: "Ad not found" }`. */
export const adQuery = (id: number) =>
  apiQuery(
    'GET /ads/:id',
    { params: { id } },
    {
      // Views and contact fields change with the viewer; a minute is fresh enough for back/forward.
      staleTime: 60_000,
      // A 404 will not become a 200 by asking again.
      retry: retryUnlessRefused(1),
      select: (answer) => answer.data,
    },
  );

export function useAd(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adQuery(id), ...options });
}
