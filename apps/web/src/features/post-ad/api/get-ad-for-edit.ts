import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdForEdit } from '@mohalla/shared';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';

// Checks what the form relies on; AdForEdit (shared) stays the type. No adId means "Invalid ad data" (spec section 5).
const AdForEditSchema = z.object({
  adId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string(),
  subcategory: z.string().nullable(),
  locationId: z.string(),
  price: z.number().nullable(),
  priceTypeId: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string(), thumb: z.string(), width: z.number(), height: z.number() })),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  paymentPlanId: z.number().nullable(),
  ownerName: z.string(),
  ownerPhone: z.string().nullable(),
  ownerWhatsapp: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  status: z.string(),
  expiresAt: z.string().nullable(),
}) satisfies z.ZodType<AdForEdit>;

export class InvalidAdDataError extends Error {}

export async function getAdForEdit(id: number): Promise<AdForEdit> {
  const body = await api.get<{ success?: boolean; data?: unknown }>(`/ads/${id}/edit`);
  const parsed = AdForEditSchema.safeParse(body?.data);
  if (!parsed.success) throw new InvalidAdDataError('Invalid ad data');
  return parsed.data;
}

export const adForEditQueryKey = (id: number) => ['post-ad', 'edit', id] as const;

export const adForEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adForEditQueryKey(id),
    queryFn: () => getAdForEdit(id),
    // The form copies the ad once; refetching under the seller's fingers would not change what they see.
    staleTime: Infinity,
    gcTime: 0,
    retry: (count, error) => !(error instanceof InvalidAdDataError) && !(error instanceof ApiError && error.status < 500) && count < 1,
  });

/** GET /api/ads/{id}/edit: the owner's ad in any status; someone else's answers 404 "Ad not found". */
export function useAdForEdit(id: number, options: { enabled: boolean }) {
  return useQuery({ ...adForEditQueryOptions(id), ...options });
}
