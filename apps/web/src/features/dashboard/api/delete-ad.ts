import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api';
import { refreshAdLists } from './refresh-ad-lists';

/**
 * DELETE /api/ads/{id}, a soft delete; the body's ownerEmail is the old client's and the server decides ownership
 * from the session. The lists have refreshed by the time it settles.
 */
export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useApiMutation('DELETE /ads/:id', { onSuccess: () => refreshAdLists(queryClient) });
}
