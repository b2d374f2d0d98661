import { CONVERSATION_MESSAGES, MESSAGES, type Conversation, type Language, type Message, type MessageContent } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { isOpenForNewConversations } from './conversation-rules.ts';
import { CONVERSATION_LIMITS, conversationsContext, otherPointers, type ConversationsDeps } from './conversations-context.ts';
import { toConversation, toMessage } from './conversations.mapper.ts';
import type { MessageRow } from './messages.repository.ts';

type Outgoing = { clientId: string; content: MessageContent };
/** Where a message goes: an existing thread, or a new one about the ad. */
type Thread = { adId: number; buyerId: string; sellerId: string; conversationId?: number };

/** Writing: the first message about an ad, the next ones, and the seller's answer to an offer. */
export function createMessagingService(deps: ConversationsDeps) {
  const { conversations, messages, safety, urlFor } = deps;
  const limits = deps.limits ?? CONVERSATION_LIMITS;
  const context = conversationsContext(deps);

  /** The sender's view of a stored message (a first send, or the same one sent again). */
  const asSent = async (me: string, row: MessageRow): Promise<Message> => {
    const [keys] = await conversations.keysOf(me, [row.conversation_id]);
    return toMessage(row, me, keys ? otherPointers(keys, me) : { deliveredUpTo: 0, readUpTo: 0 }, urlFor);
  };

  /** Refuses a thread either person blocked; checked inside the sending transaction, after both people's locks. */
  const refuseBlocked = ({ aBlockedB: iBlocked, bBlockedA: blockedMe }: { aBlockedB: boolean; bBlockedA: boolean }) => {
    if (iBlocked) throw new AppError('FORBIDDEN', CONVERSATION_MESSAGES.youBlocked);
    if (blockedMe) throw new AppError('FORBIDDEN', CONVERSATION_MESSAGES.blocked);
  };

  /** The rules every message passes before anything is stored. */
  async function checkContent(me: string, thread: Thread, content: MessageContent): Promise<void> {
    if (content.kind === 'offer' && me !== thread.buyerId) throw new AppError('BAD_REQUEST', CONVERSATION_MESSAGES.offerOnlyBuyer);
    if (content.kind === 'image' && !(await messages.isSendableImage(me, content.imageId))) {
      throw new AppError('BAD_REQUEST', CONVERSATION_MESSAGES.imageNotFound);
    }
    if ((await messages.sentSince(me, 60)) >= limits.messagesPerMinute)
      throw new AppError('RATE_LIMITED', CONVERSATION_MESSAGES.tooManyMessages);
  }

  /**
   * Stores the message (and the thread, for a first one) in one transaction; a copy already stored under the same
   * client id, even by a racing request, is answered instead of a second row. Both people hear of a new one.
   */
  async function store(me: string, thread: Thread, { clientId, content }: Outgoing): Promise<MessageRow> {
    const other = me === thread.buyerId ? thread.sellerId : thread.buyerId;
    const stored = await conversations.transaction(async (tx) => {
      await messages.lockPeople(tx, [me, other]);
      refuseBlocked(await safety.blocksBetween(me, other, tx));
      const conversationId = thread.conversationId ?? (await conversations.findOrCreate(tx, thread.adId, thread.buyerId, thread.sellerId));
      const messageId = await messages.insert(tx, {
        conversationId,
        senderId: me,
        clientId,
        kind: content.kind,
        body: content.kind === 'text' ? content.text : null,
        amount: content.kind === 'offer' ? content.amount : null,
        imageId: content.kind === 'image' ? content.imageId : null,
      });
      if (messageId !== undefined) await conversations.recordMessage(tx, conversationId, me === thread.buyerId, messageId);
      return messageId;
    });
    const row = await messages.byClientId(me, clientId);
    if (!row) throw new Error('a stored message was not found again');
    if (stored !== undefined) {
      await context.publish({
        kind: 'message',
        conversationId: row.conversation_id,
        messageId: stored,
        userIds: [thread.buyerId, thread.sellerId],
      });
    }
    return row;
  }

  /** The thread's ad, for the closing rule: a removed ad takes no more messages. */
  async function refuseRemovedAd(adId: number): Promise<void> {
    const ad = await conversations.adForMessaging(adId);
    if (!ad || ad.status === 'removed') throw new AppError('CONFLICT', CONVERSATION_MESSAGES.closed);
  }

  const conversationOf = async (me: string, id: number, language: Language): Promise<Conversation> => {
    const [row] = await conversations.views(me, [id]);
    if (!row) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
    return toConversation(row, urlFor, language);
  };

  return {
    /** The buyer's message about an ad: in their thread about it, made now when it is the first. */
    async start(
      me: string,
      input: Outgoing & { adId: number },
      language: Language,
    ): Promise<{ conversation: Conversation; message: Message }> {
      const sent = await messages.byClientId(me, input.clientId);
      if (sent) {
        const [keys] = await conversations.keysOf(me, [sent.conversation_id]);
        if (keys?.adId !== input.adId) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.clientIdReused);
        return { conversation: await conversationOf(me, sent.conversation_id, language), message: await asSent(me, sent) };
      }
      const ad = await conversations.adForMessaging(input.adId);
      if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      if (ad.ownerId === me) throw new AppError('BAD_REQUEST', CONVERSATION_MESSAGES.ownAd);
      const conversationId = await conversations.findByAdAndBuyer(ad.id, me);
      const thread = { adId: ad.id, buyerId: me, sellerId: ad.ownerId, conversationId };
      if (conversationId === undefined) {
        if (!isOpenForNewConversations(ad)) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.adNotLive);
        if ((await conversations.startedSince(me, 3600)) >= limits.conversationsPerHour) {
          throw new AppError('RATE_LIMITED', CONVERSATION_MESSAGES.tooManyConversations);
        }
      } else if (ad.status === 'removed') {
        // An existing thread of a sold or expired ad stays open; one of a removed ad is closed.
        throw new AppError('CONFLICT', CONVERSATION_MESSAGES.closed);
      }
      await checkContent(me, thread, input.content);
      const row = await store(me, thread, input);
      return { conversation: await conversationOf(me, row.conversation_id, language), message: await asSent(me, row) };
    },

    /** A message in one's thread; the same client id sent again answers the stored message. */
    async send(me: string, id: number, input: Outgoing): Promise<Message> {
      const sent = await messages.byClientId(me, input.clientId);
      if (sent) {
        if (sent.conversation_id !== id) throw new AppError('CONFLICT', CONVERSATION_MESSAGES.clientIdReused);
        return asSent(me, sent);
      }
      const keys = await context.requireKeys(me, id);
      await refuseRemovedAd(keys.adId);
      const thread = { adId: keys.adId, buyerId: keys.buyerId, sellerId: keys.sellerId, conversationId: id };
      await checkContent(me, thread, input.content);
      return asSent(me, await store(me, thread, input));
    },

    /** The seller accepts or declines a pending offer, once. */
    async answerOffer(me: string, id: number, messageId: number, decision: 'accept' | 'decline'): Promise<Message> {
      const keys = await context.requireKeys(me, id);
      const offer = await messages.byId(messageId);
      if (!offer || offer.conversation_id !== id || offer.kind !== 'offer')
        throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.messageNotFound);
      if (keys.sellerId !== me) throw new AppError('FORBIDDEN', CONVERSATION_MESSAGES.offerNotYours);
      refuseBlocked(await safety.blocksBetween(me, keys.buyerId));
      await refuseRemovedAd(keys.adId);
      if (!(await messages.answerOffer(id, messageId, decision === 'accept' ? 'accepted' : 'declined'))) {
        throw new AppError('CONFLICT', CONVERSATION_MESSAGES.offerNotPending);
      }
      await context.publish({ kind: 'message-updated', conversationId: id, messageId, userIds: [keys.buyerId, keys.sellerId] });
      return asSent(me, (await messages.byId(messageId))!);
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
