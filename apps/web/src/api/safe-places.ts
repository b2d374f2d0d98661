import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api';

/**
 * GET /api/safe-places?location=: well-lit public places to meet in one locality, kept by the operators. Shared by
 * the ad page's safety tips and the conversation's; a failure shows no places rather than an error (the tips stand
 * on their own).
 */
export function useSafePlaces(location: string | undefined) {
  return useQuery({
    ...apiQuery(
      'GET /safe-places',
      { query: { location } },
      { staleTime: 10 * 60_000, retry: false, select: (answer) => answer.data.places },
    ),
    enabled: location !== undefined,
  });
}
