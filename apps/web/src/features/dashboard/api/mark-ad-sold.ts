import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, favoritesRootKey, publicAdsRootKey } from './query-keys';

/** POST /api/ads/{id}/sold: only an active ad of the owner; it leaves browse and its page says Sold. */
export const markAdSold = (adId: number) => api.post<{ success: boolean; message: string }>(`/ads/${adId}/sold`);

export function useMarkAdSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAdSold,
    onSuccess: () =>
      Promise.all([dashboardKeys.all, publicAdsRootKey, favoritesRootKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
