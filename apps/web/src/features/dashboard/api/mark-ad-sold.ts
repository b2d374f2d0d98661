import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/lib/api';
import { refreshAdLists } from './refresh-ad-lists';

/** POST /api/ads/{id}/sold: only an active ad of the owner; it leaves browse and its page says Sold. */
export function useMarkAdSold() {
  const queryClient = useQueryClient();
  return useApiMutation('POST /ads/:id/sold', { onSuccess: () => refreshAdLists(queryClient) });
}
