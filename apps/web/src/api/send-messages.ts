import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@mohalla/shared/contracts';
import { apiQuery, callApi } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { conversationsRootKey } from './conversations';

/** Starting and writing conversations: shared by the ad page's message box and the thread's composer. */

/** The buyer's own thread about an ad, if there is one (one per ad and buyer), for the ad page's Send Message. */
export async function findMyThreadAbout(queryClient: QueryClient, adId: number): Promise<number | null> {
  const answer = await queryClient.fetchQuery({ ...apiQuery('GET /conversations', { query: { adId, box: 'all' } }), staleTime: 0 });
  return answer.data.conversations.find((c) => c.role === 'buyer')?.id ?? null;
}

/** POST /api/conversations: the first message about an ad (or the next one in the buyer's thread about it). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { adId: number; clientId: string; content: MessageContentInput }) => callApi('POST /conversations', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsRootKey }),
  });
}

export type MessageContentInput = { kind: 'text'; text: string } | { kind: 'offer'; amount: number } | { kind: 'image'; imageId: string };

/**
 * POST /api/uploads for one chat photo, the same pipeline as the post-ad wizard's (fetch here: a chat photo needs
 * no progress bar). Answers the upload's id, to send as an image message.
 */
export async function uploadChatPhoto(file: File): Promise<ApiResponse<'POST /uploads'>['data']> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/uploads', { method: 'POST', body: form, credentials: 'same-origin' });
  const payload = (await response.json().catch(() => undefined)) as
    { data?: ApiResponse<'POST /uploads'>['data']; message?: string } | undefined;
  if (!response.ok || !payload?.data) throw new ApiError(response.status, payload?.message ?? `HTTP error! status: ${response.status}`);
  return payload.data;
}

/** A fresh id for a message, made once when the person presses Send and reused by every retry of it. */
export const newClientId = (): string => crypto.randomUUID();
