import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@mohalla/shared/contracts';
import type { Conversation, Message } from '@mohalla/shared';
import { apiKey } from '@/lib/api';

export type MessagesPage = ApiResponse<'GET /conversations/:id/messages'>;
/** A thread's pages as the infinite query keeps them: the newest page first, each page's messages oldest first. */
export type ThreadPages = InfiniteData<MessagesPage, number | undefined>;
export type InboxPage = ApiResponse<'GET /conversations'>;

/** One thread's messages (an infinite query: its own key, beside the conversation's own GET). */
export const threadKey = (id: number) => [...apiKey('GET /conversations/:id/messages', { params: { id } }), 'pages'];
export const conversationKey = (id: number) => apiKey('GET /conversations/:id', { params: { id } });
/** The inbox's lists end with this word, so a live event refreshes every list and nothing else. */
export const INBOX_KEY_END = 'inbox';

/** Marks every inbox list stale (a new message, a thread read, archived or blocked). */
export const refreshInbox = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'conversations' && q.queryKey.at(-1) === INBOX_KEY_END });

/** Every message of the loaded pages, oldest first. */
export function flattenThread(data: ThreadPages | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.data.messages);
}

/** The thread with `message` in it once: replaced where its id already is, else added to the newest page in id order. */
export function withMessage(data: ThreadPages, message: Message): ThreadPages {
  const hasIt = data.pages.some((page) => page.data.messages.some((m) => m.id === message.id));
  if (hasIt) return withReplaced(data, message);
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.data.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, data: { ...newest.data, messages } }, ...older] };
}

/** The thread with the message of the same id replaced (an offer answered); unchanged when it is not loaded. */
export function withReplaced(data: ThreadPages, message: Message): ThreadPages {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.data.messages.some((m) => m.id === message.id)
        ? { ...page, data: { ...page.data, messages: page.data.messages.map((m) => (m.id === message.id ? message : m)) } }
        : page,
    ),
  };
}

export type Tick = 'pending' | 'sent' | 'delivered' | 'read';
const RANK: Record<Tick, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };

/** The tick of one of my messages: the later of what the message says and what the conversation's receipts say. */
export function tickOf(message: Message, conversation: Pick<Conversation, 'otherDeliveredUpTo' | 'otherReadUpTo'> | undefined): Tick {
  const fromReceipts: Tick =
    conversation && message.id <= conversation.otherReadUpTo
      ? 'read'
      : conversation && message.id <= conversation.otherDeliveredUpTo
        ? 'delivered'
        : 'sent';
  const own = message.status ?? 'sent';
  return RANK[own] >= RANK[fromReceipts] ? own : fromReceipts;
}
