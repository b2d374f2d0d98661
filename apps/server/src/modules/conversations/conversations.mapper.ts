import type { Conversation, Language, Message } from '@mohalla/shared';
import { variantUrl, type UrlFor } from '../ads/ads.mapper.ts';
import { closedState, deliveryStatus, previewOf, shownAdStatus } from './conversation-rules.ts';
import type { ConversationViewRow } from './conversations.repository.ts';
import type { MessageRow } from './messages.repository.ts';
import { isoOf } from '../../lib/iso.ts';
import { shownName } from '../users/shown-name.ts';

export type { UrlFor };

const num = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * What the reader sees of a thread: the other person's name and handle only, never a phone, WhatsApp or email;
 * `language` is the reader's, for a deleted person's name.
 */
export function toConversation(row: ConversationViewRow, urlFor: UrlFor, language: Language): Conversation {
  const expiresAt = row.ad_expires_at === null ? null : new Date(row.ad_expires_at);
  return {
    id: row.id,
    role: row.is_buyer ? 'buyer' : 'seller',
    ad: {
      id: row.ad_id,
      title: row.ad_title,
      price: num(row.ad_price),
      priceType: row.ad_price_type,
      status: shownAdStatus(row.ad_status, expiresAt),
      image: row.ad_image ? variantUrl(row.ad_image, 320, urlFor) : null,
      locationId: row.ad_location_id,
    },
    other: { name: shownName(row.other_name, row.other_deleted, language), handle: row.other_handle },
    lastMessage:
      row.last_kind === null
        ? null
        : {
            kind: row.last_kind,
            preview: previewOf(row.last_kind, row.last_body, num(row.last_amount)),
            fromMe: row.last_from_me === true,
            createdAt: isoOf(row.last_created_at ?? row.last_message_at),
          },
    unreadCount: row.unread,
    updatedAt: isoOf(row.last_message_at),
    archived: row.my_archived_at !== null,
    closed: closedState({ adStatus: row.ad_status, iBlocked: row.i_blocked, blockedMe: row.blocked_me }),
    otherDeliveredUpTo: Number(row.other_delivered_upto),
    otherReadUpTo: Number(row.other_read_upto),
  };
}

/** The other side's pointers, for the ticks of the reader's own messages. */
export type OtherPointers = { deliveredUpTo: number; readUpTo: number };

export function toMessage(row: MessageRow, reader: string, other: OtherPointers, urlFor: UrlFor): Message {
  const id = Number(row.id);
  const fromMe = row.sender_id === reader;
  return {
    id,
    conversationId: row.conversation_id,
    clientId: row.client_id,
    fromMe,
    kind: row.kind,
    text: row.kind === 'text' ? row.body : null,
    amount: row.kind === 'offer' ? num(row.amount) : null,
    offerStatus: row.kind === 'offer' ? row.offer_status : null,
    image: row.image_variants
      ? { url: variantUrl(row.image_variants, 800, urlFor), thumb: variantUrl(row.image_variants, 320, urlFor) }
      : null,
    createdAt: isoOf(row.created_at),
    status: fromMe ? deliveryStatus(id, other) : null,
  };
}
