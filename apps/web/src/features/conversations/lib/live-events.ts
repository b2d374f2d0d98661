import type { QueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@mohalla/shared/contracts';
import type { Conversation, LiveEvent } from '@mohalla/shared';
import { setUnread } from '@/api/conversations';
import { pendingStore } from './pending-store';
import { storeMessage } from './send-queue';
import { conversationKey, refreshInbox, threadKey, withReplaced, type ThreadPages } from './thread-cache';

type ConversationAnswer = ApiResponse<'GET /conversations/:id'>;

function patchConversation(queryClient: QueryClient, id: number, change: (c: Conversation) => Conversation) {
  queryClient.setQueryData<ConversationAnswer>(conversationKey(id), (answer) =>
    answer ? { ...answer, data: change(answer.data) } : answer,
  );
}

/** What one live event changes in the cache: the open thread, the ticks, the inbox, the badge. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'message':
      storeMessage(queryClient, event.message);
      // My own message sent from another tab or before a lost answer: it is no longer pending here.
      if (event.message.fromMe) pendingStore.remove(event.conversationId, event.message.clientId);
      void refreshInbox(queryClient);
      return;
    case 'message-updated':
      queryClient.setQueryData<ThreadPages>(threadKey(event.conversationId), (data) => (data ? withReplaced(data, event.message) : data));
      return;
    case 'receipt':
      patchConversation(queryClient, event.conversationId, (c) => ({
        ...c,
        otherDeliveredUpTo: Math.max(c.otherDeliveredUpTo, event.otherDeliveredUpTo),
        otherReadUpTo: Math.max(c.otherReadUpTo, event.otherReadUpTo),
      }));
      return;
    case 'conversation':
      patchConversation(queryClient, event.conversation.id, () => event.conversation);
      void refreshInbox(queryClient);
      return;
    case 'unread':
      setUnread(queryClient, { conversations: event.conversations, messages: event.messages });
      return;
  }
}
