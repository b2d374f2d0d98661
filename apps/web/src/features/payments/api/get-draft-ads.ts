import { useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';

/** The two fields the demo needs from GET /api/user/ads (the dashboard feature owns the full item). */
export type DraftAd = { AdId: number; title: string };

export const getDraftAds = async (email: string): Promise<DraftAd[]> =>
  (await api.get<{ success: true; data: DraftAd[] }>(`/user/ads${toQueryString({ userEmail: email, status: 'draft', limit: 100 })}`)).data;

/** GET /api/user/ads?userEmail=&status=draft: the signed-in user's unpaid ads. */
export function useDraftAds(email: string) {
  return useQuery({ queryKey: ['payments', 'drafts', email], queryFn: () => getDraftAds(email), staleTime: 0 });
}
