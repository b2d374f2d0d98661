import { useApiQuery } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/api-client';

/** GET /api/user/public-stats?username= (an email or display name): stats, member since, verified; 404 "User Not Found". */
export const usePublicStats = (username: string) =>
  useApiQuery(
    'GET /user/public-stats',
    { query: { username } },
    {
      staleTime: 60_000,
      // "User Not Found" will not change by asking again.
      retry: retryUnlessRefused(1),
      select: (answer) => answer.data,
    },
  );
