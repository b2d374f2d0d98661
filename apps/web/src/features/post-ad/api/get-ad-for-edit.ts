import { useQuery } from '@tanstack/react-query';
import { AdForEditResponseSchema, type AdForEdit } from '@mohalla/shared';
import { apiQuery } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/api-client';

export class InvalidAdDataError extends Error {}

/** The form relies on every field, so this answer is parsed (zod is already in this lazy page); a bad one is "Invalid ad data". */
function checkedAd(answer: unknown): AdForEdit {
  const parsed = AdForEditResponseSchema.safeParse(answer);
  if (!parsed.success) throw new InvalidAdDataError('Invalid ad data');
  return parsed.data.data;
}

/** GET /api/ads/{id}/edit: the owner's ad in any status; someone else's answers 404 "Ad not found". */
export const adForEditQuery = (id: number) =>
  apiQuery(
    'GET /ads/:id/edit',
    { params: { id } },
    {
      select: checkedAd,
      // The form copies the ad once; refetching under the seller's fingers would not change what they see.
      staleTime: Infinity,
      gcTime: 0,
      retry: retryUnlessRefused(1),
    },
  );

export function useAdForEdit(id: number, options: { enabled: boolean }) {
  return useQuery({ ...adForEditQuery(id), ...options });
}
