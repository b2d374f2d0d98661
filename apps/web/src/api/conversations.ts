import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@mohalla/shared/contracts';
import { apiKey, apiQuery } from '@/lib/api';

/**
 * Conversations (issue 19): the header's and dashboard's unread count and the keys the live channel refreshes.
 * Small on purpose, as the header is on every page's first load; sending lives in api/send-messages.ts, the inbox
 * and the thread in features/conversations.
 */

/** Every conversations answer lives under this key: the inbox's lists, each thread, the unread count. */
export const conversationsRootKey = apiKey('GET /conversations');
export const unreadKey = apiKey('GET /conversations/unread');

/** GET /api/conversations/unread: the header's badge; the live channel writes new counts into this cache. */
export function useUnreadCount(isEnabled: boolean) {
  return useQuery({ ...apiQuery('GET /conversations/unread', {}, { select: (answer) => answer.data }), enabled: isEnabled });
}

export type UnreadAnswer = ApiResponse<'GET /conversations/unread'>;

/** Writes a count the live channel pushed, without asking the server again. */
export function setUnread(queryClient: QueryClient, counts: UnreadAnswer['data']) {
  queryClient.setQueryData<UnreadAnswer>(unreadKey, { success: true, data: counts });
}
