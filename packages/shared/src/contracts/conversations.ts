import { z } from 'zod';
import {
  ArchiveBodySchema,
  BlockBodySchema,
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationsQuerySchema,
  ConversationsResponseSchema,
  LiveQuerySchema,
  MessageResponseSchema,
  MessagesQuerySchema,
  MessagesResponseSchema,
  OfferDecisionBodySchema,
  OfferParamsSchema,
  ReceiptBodySchema,
  ReceiptResponseSchema,
  ReportBodySchema,
  SendMessageBodySchema,
  StartConversationBodySchema,
  StartConversationResponseSchema,
  UnreadResponseSchema,
  UnsubscribeQuerySchema,
} from '../conversations.ts';
import { OkMessageSchema } from '../envelope.ts';
import { defineContracts } from './contract.ts';

export const conversationsContracts = defineContracts({
  /** The person's threads, latest activity first: buying, selling, archived, one ad's, or by the ad's title. */
  'GET /conversations': { access: 'session', query: ConversationsQuerySchema, response: ConversationsResponseSchema },
  /** The header's badge: threads with unread messages, and the messages themselves. */
  'GET /conversations/unread': { access: 'session', response: UnreadResponseSchema },
  /** Server-Sent Events of the person's conversations (LiveEventSchema); reconnecting with Last-Event-ID catches up. */
  'GET /conversations/live': { access: 'session', query: LiveQuerySchema, isStream: true, response: z.never() },
  /** The first message about an ad, or another one in the buyer's existing thread about it (one per ad and buyer). */
  'POST /conversations': { access: 'session', body: StartConversationBodySchema, response: StartConversationResponseSchema },
  'GET /conversations/:id': { access: 'session', params: ConversationParamsSchema, response: ConversationResponseSchema },
  'GET /conversations/:id/messages': {
    access: 'session',
    params: ConversationParamsSchema,
    query: MessagesQuerySchema,
    response: MessagesResponseSchema,
  },
  /** Idempotent on the sender's clientId: the same message sent again answers the stored one. */
  'POST /conversations/:id/messages': {
    access: 'session',
    params: ConversationParamsSchema,
    body: SendMessageBodySchema,
    response: MessageResponseSchema,
  },
  'POST /conversations/:id/receipts': {
    access: 'session',
    params: ConversationParamsSchema,
    body: ReceiptBodySchema,
    response: ReceiptResponseSchema,
  },
  /** The seller accepts or declines a pending offer. */
  'POST /conversations/:id/offers/:messageId': {
    access: 'session',
    params: OfferParamsSchema,
    body: OfferDecisionBodySchema,
    response: MessageResponseSchema,
  },
  'PUT /conversations/:id/archive': {
    access: 'session',
    params: ConversationParamsSchema,
    body: ArchiveBodySchema,
    response: ConversationResponseSchema,
  },
  /** Blocks (or unblocks) the other person in this conversation, everywhere. */
  'PUT /conversations/:id/block': {
    access: 'session',
    params: ConversationParamsSchema,
    body: BlockBodySchema,
    response: ConversationResponseSchema,
  },
  /** Stored for the moderation work (issue 20). */
  'POST /conversations/:id/report': {
    access: 'session',
    params: ConversationParamsSchema,
    body: ReportBodySchema,
    response: OkMessageSchema,
  },
  /** The link in a new-message email: no session needed, the token names the person. Redirects to /messages. */
  'GET /conversations/unsubscribe': { access: 'public', query: UnsubscribeQuerySchema, isRedirect: true, response: z.never() },
});
