import { useApiQuery } from '@/lib/api';
import { useSession } from '@/lib/auth';

/** GET /api/profile, always asked again on the page (staleTime 0), shown at once from the session's copy meanwhile. */
export function useProfile() {
  const { user } = useSession();
  return useApiQuery(
    'GET /profile',
    {},
    { staleTime: 0, placeholderData: user ? { success: true, data: user } : undefined, select: (answer) => answer.data },
  );
}
