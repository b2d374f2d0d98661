import { useApiQuery } from '@/lib/api';
import { OWNER_STALE_TIME } from '@/api/users';

/** GET /api/user/dashboard-stats?userEmail= (the session's own email, else 403); favourites received are counted on the server. */
export const useDashboardStats = (email: string) =>
  useApiQuery(
    'GET /user/dashboard-stats',
    { query: { userEmail: email } },
    { staleTime: OWNER_STALE_TIME, select: (answer) => answer.data },
  );
