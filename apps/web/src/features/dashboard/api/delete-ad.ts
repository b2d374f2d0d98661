import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, favoritesRootKey, publicAdsRootKey } from './query-keys';

type DeleteResponse = { success: boolean; message: string };

/** DELETE /api/ads/{AdId} with the spec's body {ownerEmail}; the server decides ownership from the session. */
export const deleteAd = ({ adId, ownerEmail }: { adId: number; ownerEmail: string }) =>
  api.delete<DeleteResponse>(`/ads/${adId}`, { ownerEmail });

/** Soft delete; afterwards the recent ads, stats, /my-ads and every public list forget the ad. */
export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: () =>
      Promise.all([dashboardKeys.all, publicAdsRootKey, favoritesRootKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
