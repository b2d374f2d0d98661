import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import { refreshAllButSession } from '@/lib/auth';
import type { AdPayload } from '../lib/payload';

/** PUT /api/ads/{id}: the same payload as create; another person's ad answers 404 "Ad not found". Refreshes as create does. */
export function useUpdateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: AdPayload }) =>
      (await callApi('PUT /ads/:id', { params: { id }, body: payload })).data.AdId,
    onSuccess: () => refreshAllButSession(queryClient),
  });
}
