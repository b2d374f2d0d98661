import { useApiQuery } from '@/lib/api';
import { OWNER_STALE_TIME } from '@/api/users';

/** GET /api/user/views-daily?days=: views of the owner's ads per Hyderabad day, zero-filled, oldest first. */
export const useViewsDaily = (days: number) =>
  useApiQuery('GET /user/views-daily', { query: { days } }, { staleTime: OWNER_STALE_TIME, select: (answer) => answer.data });
