import { LIMITS } from '@mohalla/shared';
import { useApiQuery } from '@/lib/api';

/** GET /api/user/public-ads?handle=&limit=20: the seller's live ads, newest first. */
export const usePublicAds = (handle: string) =>
  useApiQuery(
    'GET /user/public-ads',
    { query: { handle, limit: LIMITS.publicProfileAds } },
    { staleTime: 60_000, select: (answer) => answer.data },
  );
