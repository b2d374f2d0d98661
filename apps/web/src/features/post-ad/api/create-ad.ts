import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api';
import { refreshAllButSession } from '@/lib/auth';
import type { AdPayload } from '../lib/payload';

/**
 * POST /api/ads: saves a new ad as a draft (it is published by a payment) and answers its id. A saved ad changes
 * lists of other features (browse, dashboard, my ads): every answer but the session's is marked stale, and only
 * what is on screen asks again.
 */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: AdPayload) => (await callApi('POST /ads', { body: payload })).data.AdId,
    onSuccess: () => refreshAllButSession(queryClient),
  });
}
