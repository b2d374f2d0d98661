import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { AdPayload } from '../lib/payload';
import { useInvalidateAdLists } from './invalidate';

const SavedResponseSchema = z.object({ success: z.literal(true), data: z.object({ AdId: z.number().int().positive() }) });

/** POST /api/ads: saves a new ad as a draft (architecture section 5) and answers its id. */
export const createAd = async (payload: AdPayload): Promise<number> => (await api.post('/ads', payload, SavedResponseSchema)).data.AdId;

export function useCreateAd() {
  const invalidate = useInvalidateAdLists();
  return useMutation({ mutationFn: createAd, onSuccess: invalidate });
}
