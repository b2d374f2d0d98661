import { CONVERSATION_MESSAGES } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import type { LivePublisher, LiveSignal } from './live/live-channel.ts';
import type { UrlFor } from './conversations.mapper.ts';
import type { ConversationKeys, ConversationsRepository } from './conversations.repository.ts';
import type { MessagesRepository } from './messages.repository.ts';
import type { SafetyRepository } from './safety.repository.ts';

/** New conversations a person may start per hour, and messages they may send per minute (counted in the database). */
export const CONVERSATION_LIMITS = { conversationsPerHour: 20, messagesPerMinute: 30 } as const;

export type ConversationsDeps = {
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  safety: SafetyRepository;
  urlFor: UrlFor;
  live: LivePublisher;
  log: Pick<FastifyBaseLogger, 'warn'>;
  limits?: { conversationsPerHour: number; messagesPerMinute: number };
};

/** What the three conversation services share: finding one's thread, its sides, and telling the live channel. */
export function conversationsContext(deps: ConversationsDeps) {
  return {
    /** The thread, if `me` is one of its two people; anyone else gets the same 404 as for a missing one. */
    async requireKeys(me: string, id: number): Promise<ConversationKeys> {
      const [keys] = await deps.conversations.keysOf(me, [id]);
      if (!keys) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
      return keys;
    },
    /** After a committed change: a failure to publish never fails the request (devices catch up on their own). */
    async publish(signal: LiveSignal): Promise<void> {
      await deps.live.publish(signal).catch((err: unknown) => deps.log.warn({ err, signal }, 'live signal not published'));
    },
  };
}

export const otherOf = (keys: ConversationKeys, me: string) => (keys.buyerId === me ? keys.sellerId : keys.buyerId);
/** The other side's pointers: the ticks of `me`'s messages. */
export const otherPointers = (keys: ConversationKeys, me: string) => (keys.buyerId === me ? keys.seller : keys.buyer);
