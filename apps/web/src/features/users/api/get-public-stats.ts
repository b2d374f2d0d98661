import { useApiQuery } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/api-client';

/** GET /api/user/public-stats?handle=: a seller's figures, name and handle; 404 "User Not Found". Asks nothing without a handle. */
export const usePublicStats = (handle: string | null) =>
  useApiQuery(
    'GET /user/public-stats',
    { query: { handle: handle ?? '' } },
    {
      enabled: handle !== null,
      staleTime: 60_000,
      // "User Not Found" will not change by asking again.
      retry: retryUnlessRefused(1),
      select: (answer) => answer.data,
    },
  );
