import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@mohalla/shared';
import { newClientId, type MessageContentInput } from '@/api/send-messages';
import { callApi } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { pendingStore } from './pending-store';
import { conversationKey, refreshInbox, threadKey, withMessage, type ThreadPages } from './thread-cache';

/** No answer at all (offline, timed out) or a server error: the same message is sent again later, never a new one. */
const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Puts a message the server stored into its thread's cache, once (the live channel may have brought it first). */
export function storeMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<ThreadPages>(threadKey(message.conversationId), (data) => (data ? withMessage(data, message) : data));
}

const flushing = new Set<number>();

/** No connection: every message of the thread still to go waits for it (none is failed by it). */
function waitAll(conversationId: number) {
  for (const message of pendingStore.of(conversationId)) {
    if (message.state === 'sending') pendingStore.update(conversationId, message.clientId, { state: 'waiting' });
  }
}

/** Sends one thread's waiting messages in the order they were typed, one at a time; stops at the first that cannot go. */
async function flushThread(queryClient: QueryClient, conversationId: number): Promise<void> {
  if (flushing.has(conversationId)) return;
  flushing.add(conversationId);
  try {
    for (;;) {
      const next = pendingStore.of(conversationId).find((m) => m.state !== 'failed');
      if (!next) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return waitAll(conversationId);
      pendingStore.update(conversationId, next.clientId, { state: 'sending' });
      try {
        const answer = await callApi('POST /conversations/:id/messages', {
          params: { id: conversationId },
          body: { clientId: next.clientId, content: next.content },
        });
        storeMessage(queryClient, answer.data);
        pendingStore.remove(conversationId, next.clientId);
        void refreshInbox(queryClient);
      } catch (error) {
        if (isRetryable(error)) return waitAll(conversationId);
        // Not this person's thread (or gone): a message left by someone else on this phone, nothing to retry.
        if (error instanceof ApiError && error.status === 404) {
          pendingStore.remove(conversationId, next.clientId);
          continue;
        }
        pendingStore.update(conversationId, next.clientId, { state: 'failed', error: (error as Error).message });
        // Refused because the thread closed meanwhile (blocked, ad removed): the page then says so instead of the composer.
        void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
      }
    }
  } finally {
    flushing.delete(conversationId);
  }
}

/** Sends every thread's waiting messages: when the connection returns, or the live channel reconnects. */
export function flushAll(queryClient: QueryClient): Promise<void> {
  return Promise.all(pendingStore.threads().map((id) => flushThread(queryClient, id))).then(() => undefined);
}

/** Send pressed: the message gets its clientId now and keeps it through every retry. */
export function sendMessage(queryClient: QueryClient, conversationId: number, content: MessageContentInput, preview?: string) {
  pendingStore.add({ clientId: newClientId(), conversationId, content, preview, createdAt: new Date().toISOString(), state: 'sending' });
  return flushThread(queryClient, conversationId);
}

/** Tries a refused message again (same clientId), e.g. after "too fast". */
export function retryMessage(queryClient: QueryClient, conversationId: number, clientId: string) {
  pendingStore.update(conversationId, clientId, { state: 'sending', error: undefined });
  return flushThread(queryClient, conversationId);
}
