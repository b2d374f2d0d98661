import { useInfiniteQuery } from '@tanstack/react-query';
import type { CONVERSATION_BOXES } from '@mohalla/shared';
import { apiKey, callApi } from '@/lib/api';
import { INBOX_KEY_END, type InboxPage } from '../lib/thread-cache';

export type Box = (typeof CONVERSATION_BOXES)[number];
export type InboxFilter = { box: Box; q?: string; adId?: number };

/** GET /api/conversations, page after page by cursor (Load more); the live channel refreshes it on each new message. */
export function useInbox(filter: InboxFilter) {
  const query = { box: filter.box, q: filter.q || undefined, adId: filter.adId };
  return useInfiniteQuery({
    queryKey: [...apiKey('GET /conversations', { query }), INBOX_KEY_END],
    queryFn: ({ pageParam }) => callApi('GET /conversations', { query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: InboxPage) => last.data.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.data.conversations),
  });
}
