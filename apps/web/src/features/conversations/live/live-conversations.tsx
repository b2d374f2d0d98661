import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '@mohalla/shared';
import { conversationsRootKey } from '@/api/conversations';
import { applyLiveEvent } from '../lib/live-events';
import { pendingStore } from '../lib/pending-store';
import { flushAll } from '../lib/send-queue';

const LIVE_URL = '/api/conversations/live';
const EVENT_TYPES: ReadonlyArray<LiveEvent['type']> = ['message', 'message-updated', 'receipt', 'conversation', 'unread'];
/** A closed stream (the server said no, or restarted) is opened again after this long. */
const REOPEN_MS = 5000;
/** Messages waiting on a server error are tried again this often while the browser is online. */
const RETRY_MS = 10_000;

/**
 * The one live channel of a signed-in person (Server-Sent Events). The browser's EventSource reconnects by itself
 * with Last-Event-ID, and the server catches up from it; each reconnection also refreshes what is on screen, and
 * sends the messages typed while offline. Mounted by the app's layout only while someone is signed in.
 */
export function LiveConversations() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let hasOpened = false;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (event: MessageEvent<string>) => {
      try {
        applyLiveEvent(queryClient, JSON.parse(event.data) as LiveEvent);
      } catch {
        // A line this page does not understand (a newer server): the next refresh brings what it meant.
      }
    };
    const open = () => {
      source = new EventSource(LIVE_URL);
      // Events may arrive unnamed (onmessage) or named by their type; each arrives through one of these only.
      for (const type of EVENT_TYPES) source.addEventListener(type, onEvent);
      source.addEventListener('open', () => {
        if (hasOpened) void queryClient.invalidateQueries({ queryKey: conversationsRootKey });
        hasOpened = true;
        void flushAll(queryClient);
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        clearTimeout(reopen);
        reopen = setTimeout(open, REOPEN_MS);
      });
    };
    const onOnline = () => {
      void flushAll(queryClient);
      if (source?.readyState === EventSource.CLOSED) {
        clearTimeout(reopen);
        open();
      }
    };
    const retry = setInterval(() => {
      if (navigator.onLine && pendingStore.threads().length) void flushAll(queryClient);
    }, RETRY_MS);
    open();
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(reopen);
      clearInterval(retry);
      window.removeEventListener('online', onOnline);
      source?.close();
    };
  }, [queryClient]);
  // Signing out unmounts this: what was typed must not be sent as the next person on this phone.
  useEffect(() => () => pendingStore.clear(), []);
  return null;
}
