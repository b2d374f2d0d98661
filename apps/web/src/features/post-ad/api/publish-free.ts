import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api';
import { refreshAllButSession } from '@/lib/auth';

/**
 * POST /api/ads/{id}/publish-free: the ad goes live at once on the Free plan, or a 409 explains the limit. The ad
 * joins browse and the seller's lists, and the allowance changes: every answer but the session's is marked stale.
 */
export function usePublishFree() {
  const queryClient = useQueryClient();
  return useApiMutation('POST /ads/:id/publish-free', { onSuccess: () => refreshAllButSession(queryClient) });
}
