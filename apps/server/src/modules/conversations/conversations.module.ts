import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { LivePublisher } from './live/live-channel.ts';
import type { UrlFor } from './conversations.mapper.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { createConversationsService } from './conversations.service.ts';
import type { ConversationsDeps } from './conversations-context.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { createMessagingService } from './messaging.service.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { createSafetyService } from './safety.service.ts';

/**
 * Conversations built once (http/api.ts): reading, writing and safety as one service. The live channel (live/)
 * reads through the same service (viewMessage, viewConversation, unread, messagesSince, markDelivered).
 */
export function createConversations(options: {
  db: Db;
  urlFor: UrlFor;
  live: LivePublisher;
  log: FastifyBaseLogger;
  limits?: ConversationsDeps['limits'];
}) {
  const deps: ConversationsDeps = {
    conversations: createConversationsRepository(options.db),
    messages: createMessagesRepository(options.db),
    safety: createSafetyRepository(options.db),
    urlFor: options.urlFor,
    live: options.live,
    log: options.log,
    limits: options.limits,
  };
  return { ...createConversationsService(deps), ...createMessagingService(deps), ...createSafetyService(deps) };
}

export type ConversationsService = ReturnType<typeof createConversations>;
