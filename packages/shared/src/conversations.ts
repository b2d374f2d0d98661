import { z } from 'zod';
import { okData } from './envelope.ts';
import { dbIdSchema, UUID_PATTERN } from './ids.ts';
import { trimInvisible } from './text.ts';
import {
  CONVERSATION_BOXES,
  CONVERSATION_MESSAGES,
  MESSAGE_TEXT_MAX,
  OFFER_AMOUNT_MAX,
  REPORT_REASONS,
  SEARCH_TEXT_MAX,
} from './conversation-texts.ts';

export * from './conversation-texts.ts';

/**
 * Conversations between a buyer and a seller about one ad (issue 19, docs/decisions/024-conversations.md). One
 * conversation per ad and buyer; only its two people can read or write it.
 */

const messageIdSchema = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .positive(`${field} must be positive`)
      .max(Number.MAX_SAFE_INTEGER),
  );

/** Text as typed: invisible edges trimmed, then 1 to MESSAGE_TEXT_MAX characters. */
const messageTextSchema = z
  .string({ error: CONVERSATION_MESSAGES.empty })
  .transform(trimInvisible)
  .pipe(z.string().min(1, CONVERSATION_MESSAGES.empty).max(MESSAGE_TEXT_MAX, CONVERSATION_MESSAGES.tooLong));

const offerAmountSchema = z
  .number({ error: 'Enter the amount you offer in rupees' })
  .int('Enter the amount in whole rupees')
  .min(1, 'Enter the amount you offer in rupees')
  .max(OFFER_AMOUNT_MAX, 'That amount is too large');

/** Made by the sender's device, so a message sent twice (a retry after a lost connection) is stored once. */
const clientIdSchema = z.string({ error: 'clientId is required' }).regex(UUID_PATTERN, 'clientId must be a UUID');

/** What a person sends: text, an offer in rupees, or one photo already uploaded through POST /uploads. */
export const MessageContentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), text: messageTextSchema }),
    z.object({ kind: z.literal('offer'), amount: offerAmountSchema }),
    z.object({ kind: z.literal('image'), imageId: z.string().regex(UUID_PATTERN, 'imageId must be an uploaded image id') }),
  ],
  { error: 'kind must be text, offer or image' },
);
export type MessageContent = z.infer<typeof MessageContentSchema>;

export const SendMessageBodySchema = z.object({ clientId: clientIdSchema, content: MessageContentSchema });
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const StartConversationBodySchema = z.object({ adId: dbIdSchema('adId'), clientId: clientIdSchema, content: MessageContentSchema });
export type StartConversationBody = z.input<typeof StartConversationBodySchema>;

export const ConversationParamsSchema = z.object({ id: dbIdSchema('id', 'Conversation not found') });
export const OfferParamsSchema = z.object({ id: dbIdSchema('id', 'Conversation not found'), messageId: messageIdSchema('messageId') });

export const ConversationsQuerySchema = z.object({
  box: z.enum(CONVERSATION_BOXES, { error: 'box must be all, buying, selling or archived' }).default('all'),
  /** Part of the ad's title. */
  q: z.string().max(SEARCH_TEXT_MAX, `Search at most ${SEARCH_TEXT_MAX} characters`).transform(trimInvisible).optional(),
  /** One ad's threads: the seller's view of every buyer who wrote about it. */
  adId: dbIdSchema('adId').optional(),
  cursor: z.string().max(200).optional(),
});

/** `before`: an older page (scrolling up). `after`: everything newer than the last message seen (catching up). */
export const MessagesQuerySchema = z.object({ before: messageIdSchema('before').optional(), after: messageIdSchema('after').optional() });

/** Read implies delivered. The server also marks messages delivered when their reader's device loads them. */
export const ReceiptBodySchema = z.object({ upTo: messageIdSchema('upTo'), read: z.boolean().default(true) });
export const OfferDecisionBodySchema = z.object({
  decision: z.enum(['accept', 'decline'], { error: 'decision must be accept or decline' }),
});
export const ArchiveBodySchema = z.object({ archived: z.boolean({ error: 'archived must be true or false' }) });
export const BlockBodySchema = z.object({ blocked: z.boolean({ error: 'blocked must be true or false' }) });
export const ReportBodySchema = z.object({
  about: z.enum(['conversation', 'person'], { error: 'about must be conversation or person' }),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  details: z.string().max(1000, 'Details can be at most 1,000 characters').transform(trimInvisible).optional(),
});
/**
 * Where a reconnecting live stream resumes: after this message id. Browsers send it as the Last-Event-ID header
 * (which wins); `?after=` is for clients that cannot set it.
 */
export const LiveQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'Last-Event-ID must be a message id' })
    .int('Last-Event-ID must be a message id')
    .min(0, 'Last-Event-ID must be a message id')
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
});
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const OFFER_STATUSES = ['pending', 'accepted', 'declined'] as const;
/** For the sender's own messages: the other person's device has it (delivered) or they opened the thread (read). */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read'] as const;

export const MessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  clientId: z.string(),
  fromMe: z.boolean(),
  kind: z.enum(['text', 'offer', 'image']),
  text: z.string().nullable(),
  amount: z.number().int().nullable(),
  offerStatus: z.enum(OFFER_STATUSES).nullable(),
  image: z.object({ url: z.string(), thumb: z.string() }).nullable(),
  createdAt: z.string(),
  /** Only for one's own messages; null on the other person's. */
  status: z.enum(DELIVERY_STATUSES).nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  role: z.enum(['buyer', 'seller']),
  ad: z.object({
    id: z.number().int(),
    title: z.string(),
    price: z.number().nullable(),
    priceType: z.string(),
    status: z.string(),
    image: z.string().nullable(),
    /** The ad's locality: the safety tips offer its safe meeting places (decision 027). */
    locationId: z.string(),
  }),
  /** Name and public handle only: never a phone number, WhatsApp number or email. */
  other: z.object({ name: z.string(), handle: z.string().nullable() }),
  lastMessage: z
    .object({ kind: z.enum(['text', 'offer', 'image']), preview: z.string(), fromMe: z.boolean(), createdAt: z.string() })
    .nullable(),
  unreadCount: z.number().int(),
  updatedAt: z.string(),
  archived: z.boolean(),
  /** No new messages: the ad was removed, or one of the two blocked the other. */
  closed: z.enum(['ad-removed', 'blocked', 'blocked-by-me']).nullable(),
  /** Highest message id of mine the other person's device has, and has read (the ticks). */
  otherDeliveredUpTo: z.number().int(),
  otherReadUpTo: z.number().int(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationsResponseSchema = okData(
  z.object({ conversations: z.array(ConversationSchema), nextCursor: z.string().nullable() }),
);
export const ConversationResponseSchema = okData(ConversationSchema);
export const StartConversationResponseSchema = okData(z.object({ conversation: ConversationSchema, message: MessageSchema }));
export const MessagesResponseSchema = okData(z.object({ messages: z.array(MessageSchema), nextCursor: z.number().int().nullable() }));
export const MessageResponseSchema = okData(MessageSchema);
export const UnreadResponseSchema = okData(z.object({ conversations: z.number().int(), messages: z.number().int() }));
export const ReceiptResponseSchema = okData(z.object({ readUpTo: z.number().int(), deliveredUpTo: z.number().int() }));

/**
 * What GET /api/conversations/live streams (Server-Sent Events, one JSON object per `data:`). A message event's
 * SSE id is the message id, so a reconnecting browser's Last-Event-ID names what it already has.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: z.number().int(), message: MessageSchema }),
  /** An offer answered: the same message id with its new offerStatus. */
  z.object({ type: z.literal('message-updated'), conversationId: z.number().int(), message: MessageSchema }),
  z.object({
    type: z.literal('receipt'),
    conversationId: z.number().int(),
    otherDeliveredUpTo: z.number().int(),
    otherReadUpTo: z.number().int(),
  }),
  z.object({ type: z.literal('conversation'), conversation: ConversationSchema }),
  z.object({ type: z.literal('unread'), conversations: z.number().int(), messages: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
