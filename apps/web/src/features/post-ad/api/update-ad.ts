import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { AdPayload } from '../lib/payload';
import { useInvalidateAdLists } from './invalidate';

const SavedResponseSchema = z.object({ success: z.literal(true), data: z.object({ AdId: z.number().int().positive() }) });

/** PUT /api/ads/{id}: the same payload as create; another user's ad answers 404 "Ad not found". */
export const updateAd = async ({ id, payload }: { id: number; payload: AdPayload }): Promise<number> =>
  (await api.put(`/ads/${id}`, payload, SavedResponseSchema)).data.AdId;

export function useUpdateAd() {
  const invalidate = useInvalidateAdLists();
  return useMutation({ mutationFn: updateAd, onSuccess: invalidate });
}
