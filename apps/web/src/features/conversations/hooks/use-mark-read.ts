import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Message } from '@mohalla/shared';
import { unreadKey } from '@/api/conversations';
import { callApi } from '@/lib/api';
import { refreshInbox } from '../lib/thread-cache';

/**
 * The other person's messages on screen are read: POST /api/conversations/{id}/receipts up to the newest, once per
 * new message, while the page is visible (a thread left open in a background tab is not read).
 */
export function useMarkRead(conversationId: number, messages: readonly Message[]) {
  const queryClient = useQueryClient();
  const markedUpTo = useRef(0);
  const newestFromOther = messages.reduce((max, m) => (!m.fromMe && m.id > max ? m.id : max), 0);

  useEffect(() => {
    markedUpTo.current = 0;
  }, [conversationId]);

  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || newestFromOther <= markedUpTo.current) return;
      markedUpTo.current = newestFromOther;
      callApi('POST /conversations/:id/receipts', { params: { id: conversationId }, body: { upTo: newestFromOther, read: true } })
        // The badge and the inbox's unread counts.
        .then(() => Promise.all([queryClient.invalidateQueries({ queryKey: unreadKey }), refreshInbox(queryClient)]))
        .catch(() => {
          // Not marked: the next message or visit marks it again.
          markedUpTo.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, newestFromOther, queryClient]);
}
