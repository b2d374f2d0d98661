import { useInfiniteQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useApiQuery, callApi } from '@/lib/api';
import { isNotFound, retryUnlessRefused } from '@/lib/api-client';
import { pendingStore } from '../lib/pending-store';
import { flattenThread, threadKey, type MessagesPage } from '../lib/thread-cache';

/** GET /api/conversations/{id}: the ad, the other person, closed or not, and the receipts behind my ticks. */
export function useConversation(id: number | null) {
  return useApiQuery(
    'GET /conversations/:id',
    { params: { id: id ?? 0 } },
    { select: (answer) => answer.data, retry: retryUnlessRefused(2), enabled: id !== null },
  );
}

/** GET /api/conversations/{id}/messages: the newest page, then older ones on scrolling up ("Show older"). */
export function useThreadMessages(id: number) {
  return useInfiniteQuery({
    queryKey: threadKey(id),
    queryFn: ({ pageParam }) => callApi('GET /conversations/:id/messages', { params: { id }, query: { before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagesPage) => last.data.nextCursor ?? undefined,
    select: flattenThread,
    retry: (count, error) => !isNotFound(error) && retryUnlessRefused(2)(count, error),
  });
}

/** The thread's messages still on their way (pending), re-rendered as the queue changes. */
export function usePendingMessages(id: number) {
  return useSyncExternalStore(
    pendingStore.subscribe,
    () => pendingStore.of(id),
    () => pendingStore.of(id),
  );
}
