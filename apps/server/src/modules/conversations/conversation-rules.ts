import { formatRupees, type Conversation, type Message, type MessageContent } from '@mohalla/shared';

/** Pure rules of conversations: who may write, what a message shows each side, the inbox's page cursor. */

export type Closed = Conversation['closed'];

/** Why a thread takes no new messages, if it does not: a block (either way) or the ad was removed. */
export function closedState(state: { adStatus: string; iBlocked: boolean; blockedMe: boolean }): Closed {
  if (state.iBlocked) return 'blocked-by-me';
  if (state.blockedMe) return 'blocked';
  return state.adStatus === 'removed' ? 'ad-removed' : null;
}

/** A new conversation needs an ad that is on the market now: not a draft, expired, sold or removed one. */
export function isOpenForNewConversations(ad: { status: string; expiresAt: Date | null }, now = Date.now()): boolean {
  return ad.status === 'active' && (ad.expiresAt === null || ad.expiresAt.getTime() > now);
}

/** The ad's status as people see it: a live ad past its end date is expired before the sweep marks it so. */
export function shownAdStatus(status: string, expiresAt: Date | null, now = Date.now()): string {
  return status === 'active' && expiresAt !== null && expiresAt.getTime() <= now ? 'expired' : status;
}

/** The ticks of one's own message: the other side's device has it (delivered) or they read up to it. */
export function deliveryStatus(messageId: number, other: { deliveredUpTo: number; readUpTo: number }): Message['status'] {
  if (messageId <= other.readUpTo) return 'read';
  if (messageId <= other.deliveredUpTo) return 'delivered';
  return 'sent';
}

export const PREVIEW_MAX = 120;

/** The inbox's one line about the last message. */
export function previewOf(kind: MessageContent['kind'], body: string | null, amount: number | null): string {
  if (kind === 'offer') return `Offer: ${formatRupees(amount ?? 0)}`;
  if (kind === 'image') return 'Photo';
  const line = (body ?? '').replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
}

/** Where an inbox page ends: its last thread's activity time (microseconds since 1970) and id. */
export type InboxCursor = { atMicros: string; id: number };

export const encodeInboxCursor = (cursor: InboxCursor) => `${cursor.atMicros}_${cursor.id}`;

/** null for a cursor this server did not make. */
export function decodeInboxCursor(text: string): InboxCursor | null {
  const match = /^(\d{1,17})_(\d{1,10})$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 && id <= 2_147_483_647 ? { atMicros: match[1]!, id } : null;
}

/** A search for `text` anywhere in a title: LIKE's own wildcards typed by a person are matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
