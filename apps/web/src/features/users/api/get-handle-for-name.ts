import { useApiQuery } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/api-client';

/** GET /api/user/handle-for-name?name=: the handle an old /user/{display name} link meant, when the name is one person's. */
export const useHandleForName = (name: string | null) =>
  useApiQuery(
    'GET /user/handle-for-name',
    { query: { name: name ?? '' } },
    { enabled: name !== null, staleTime: 60_000, retry: retryUnlessRefused(1), select: (answer) => answer.data.handle },
  );
