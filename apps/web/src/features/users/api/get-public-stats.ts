import { useApiQuery } from '@/lib/api';
import { ApiError } from '@/lib/api-client';

/** GET /api/user/public-stats?username= (an email or display name): stats, member since, verified; 404 "User Not Found". */
export const usePublicStats = (username: string) =>
  useApiQuery(
    'GET /user/public-stats',
    { query: { username } },
    {
      staleTime: 60_000,
      // "User Not Found" will not change by asking again.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      select: (answer) => answer.data,
    },
  );

export const isUserNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
