import {
  CATCH_UP_MAX,
  CONVERSATION_MESSAGES,
  INBOX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  type Conversation,
  type ConversationsQuerySchema,
  type Language,
  type Message,
} from '@mohalla/shared';
import type { z } from 'zod';
import { AppError } from '../../base/app-error.ts';
import { containsPattern, decodeInboxCursor, encodeInboxCursor } from './conversation-rules.ts';
import { conversationsContext, otherPointers, type ConversationsDeps } from './conversations-context.ts';
import { toConversation, toMessage } from './conversations.mapper.ts';

type InboxQuery = z.output<typeof ConversationsQuerySchema>;
type MessagesQuery = { before?: number; after?: number };

/** Reading conversations: the inbox, one thread, its messages, unread counts and the reading pointers. */
export function createConversationsService(deps: ConversationsDeps) {
  const { conversations, messages, urlFor } = deps;
  const context = conversationsContext(deps);

  /** `language`: the reader's (a deleted person's name is shown in it). */
  const viewConversation = async (me: string, id: number, language: Language): Promise<Conversation | null> => {
    const [row] = await conversations.views(me, [id]);
    return row ? toConversation(row, urlFor, language) : null;
  };

  /** Moves the reader's delivered (and read) pointer forward; both people hear of it when it moved. */
  const movePointers = async (me: string, id: number, upTo: number, read: boolean) => {
    const keys = await context.requireKeys(me, id);
    const moved = await conversations.movePointers(id, keys.buyerId === me, upTo, read);
    if (!moved) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
    if (moved.moved) await context.publish({ kind: 'receipt', conversationId: id, userIds: [keys.buyerId, keys.sellerId] });
    return { readUpTo: moved.readUpTo, deliveredUpTo: moved.deliveredUpTo };
  };

  return {
    viewConversation,

    async conversation(me: string, id: number, language: Language): Promise<Conversation> {
      const found = await viewConversation(me, id, language);
      if (!found) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
      return found;
    },

    /** A page of the inbox, latest activity first; nextCursor names where the next page starts. */
    async inbox(me: string, query: InboxQuery, language: Language): Promise<{ conversations: Conversation[]; nextCursor: string | null }> {
      const after = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
      if (after === null) throw new AppError('BAD_REQUEST', CONVERSATION_MESSAGES.badCursor);
      const rows = await conversations.inbox(me, {
        box: query.box,
        titlePattern: query.q ? containsPattern(query.q) : undefined,
        adId: query.adId,
        after,
        limit: INBOX_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, INBOX_PAGE_SIZE);
      const last = page.at(-1);
      return {
        conversations: page.map((row) => toConversation(row, urlFor, language)),
        nextCursor: rows.length > INBOX_PAGE_SIZE && last ? encodeInboxCursor({ atMicros: last.last_at_us, id: last.id }) : null,
      };
    },

    /**
     * A page of a thread, oldest first. Without `after`: the latest page (or the one before `before`), nextCursor
     * being the `before` of the older page. With `after`: up to CATCH_UP_MAX newer messages, nextCursor being the
     * `after` of the rest. The reader's device has what it loaded: their delivered pointer moves up to it.
     */
    async messages(me: string, id: number, query: MessagesQuery): Promise<{ messages: Message[]; nextCursor: number | null }> {
      const keys = await context.requireKeys(me, id);
      const isCatchUp = query.after !== undefined;
      const limit = isCatchUp ? CATCH_UP_MAX : MESSAGES_PAGE_SIZE;
      const rows = await messages.page(id, { ...query, limit });
      const hasMore = rows.length > limit;
      const page = !hasMore ? rows : isCatchUp ? rows.slice(0, limit) : rows.slice(1);
      const ids = page.map((row) => Number(row.id));
      const nextCursor = hasMore ? (isCatchUp ? ids.at(-1)! : ids[0]!) : null;
      const newest = ids.at(-1) ?? 0;
      const mine = keys.buyerId === me ? keys.buyer : keys.seller;
      if (newest > mine.deliveredUpTo) await movePointers(me, id, newest, false);
      const other = otherPointers(keys, me);
      return { messages: page.map((row) => toMessage(row, me, other, urlFor)), nextCursor };
    },

    /** Read implies delivered; pointers move forward only (an older receipt arriving late changes nothing). */
    receipt: (me: string, id: number, body: { upTo: number; read: boolean }) => movePointers(me, id, body.upTo, body.read),

    /** For the live channel: it pushed messages up to `upTo` to the reader's device. */
    markDelivered: (me: string, id: number, upTo: number) => movePointers(me, id, upTo, false),

    unread: (me: string) => conversations.unread(me),

    /** One message as `me` sees it, or null when it is not in a thread of theirs. */
    async viewMessage(me: string, messageId: number): Promise<{ conversationId: number; message: Message } | null> {
      const row = await messages.byId(messageId);
      if (!row) return null;
      const [keys] = await conversations.keysOf(me, [row.conversation_id]);
      return keys ? { conversationId: keys.id, message: toMessage(row, me, otherPointers(keys, me), urlFor) } : null;
    },

    /** The person's messages after an id in all their threads, id ascending (a reconnecting live channel's catch-up). */
    async messagesSince(me: string, afterMessageId: number, limit: number): Promise<Array<{ conversationId: number; message: Message }>> {
      const rows = await messages.since(me, afterMessageId, limit);
      const keys = new Map(
        (await conversations.keysOf(me, [...new Set(rows.map((row) => row.conversation_id))])).map((k) => [k.id, k] as const),
      );
      return rows.flatMap((row) => {
        const k = keys.get(row.conversation_id);
        return k ? [{ conversationId: k.id, message: toMessage(row, me, otherPointers(k, me), urlFor) }] : [];
      });
    },
  };
}

export type ConversationsReadService = ReturnType<typeof createConversationsService>;
