// Without zod: the conversation pages and the ad page's message box read these, and no schema may ride along
// (conversations.ts re-exports them beside the schemas).
import { inEachLanguage } from './localised.ts';
import { HI_CONVERSATION_TEXTS } from './translations/hi/conversation-texts.ts';
import { TE_CONVERSATION_TEXTS } from './translations/te/conversation-texts.ts';

/**
 * Conversations between a buyer and a seller about one ad (issue 19, docs/decisions/024-conversations.md): the
 * limits, texts and the contact-details test the server and the web share.
 */

export const MESSAGE_TEXT_MAX = 2000;
/** Largest offer in rupees: the price field's own ceiling (99,99,99,999). */
export const OFFER_AMOUNT_MAX = 999_999_999;
export const SEARCH_TEXT_MAX = 100;
/** A page of a thread, oldest first; catching up after a lost connection reads up to CATCH_UP_MAX at once. */
export const MESSAGES_PAGE_SIZE = 50;
export const CATCH_UP_MAX = 200;
export const INBOX_PAGE_SIZE = 30;

export const QUICK_REPLIES = ['Is it available?', 'What is the last price?', 'Where can I see it?'] as const;

export const CONTACT_DETAILS_NOTE =
  'This message has a phone number or UPI id. Pay only after you have seen the item; never pay to unlock a deal.';

export const REPORT_REASONS = ['scam', 'spam', 'abusive', 'prohibited-item', 'other'] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  scam: 'Scam or asking for money in advance',
  spam: 'Spam or advertising',
  abusive: 'Abusive or threatening',
  'prohibited-item': 'Prohibited item',
  other: 'Something else',
};

/** Every text the server answers with for conversations; the web shows the same words. */
export const CONVERSATION_MESSAGES = {
  empty: 'Type a message first',
  tooLong: `A message can be at most ${MESSAGE_TEXT_MAX.toLocaleString('en-IN')} characters`,
  ownAd: 'This is your own ad: buyers will write to you here',
  adNotLive: 'This ad is no longer available, so it cannot be messaged',
  closed: 'This conversation is closed: the ad was removed',
  blocked: 'You cannot message this person',
  youBlocked: 'You blocked this person. Unblock them to write again',
  notFound: 'Conversation not found',
  offerNotPending: 'This offer has already been answered',
  offerNotYours: 'Only the seller can answer an offer',
  offerOnlyBuyer: 'Only the buyer can make an offer',
  messageNotFound: 'Message not found',
  clientIdReused: 'This message id was already used for another conversation',
  badCursor: 'This list has changed. Please reload it',
  imageNotFound: 'Upload the photo again: it was not found',
  tooManyConversations: 'You have started many conversations in the last hour. Please try again later',
  tooManyMessages: 'You are sending messages too fast. Please wait a moment',
  reported: 'Thank you. Our team will review this report',
  blockedOk: 'Blocked. They can no longer write to you',
  unblockedOk: 'Unblocked',
  archivedOk: 'Conversation archived',
  unarchivedOk: 'Conversation moved back to the inbox',
  unsubscribed: 'You will no longer get emails about new messages',
} as const;

/** A phone number (10 digits starting 6-9, spaces or dashes between, after +91, 91 or 0) or a UPI id (name@bank, not an email). */
const PHONE_IN_TEXT = /(?<![\d+])(?:\+?91[\s-]*|0)?[6-9](?:[\s-]*\d){9}(?!\d)/;
const UPI_IN_TEXT = /[a-z0-9][a-z0-9._-]{1,}@[a-z][a-z0-9]{1,}(?![a-z0-9.]*\.[a-z]{2,})/i;

/** Whether a message shows contact details a scam would ask to move to: the page adds a safety note under it. */
export function hasContactDetails(text: string): boolean {
  return PHONE_IN_TEXT.test(text) || UPI_IN_TEXT.test(text);
}

/** The other test the page runs on a received message: QR codes, UPI PINs, OTPs, advances, "army" transfers. */
export { looksLikeScam, scamPatternsIn, SCAM_PATTERNS, type ScamPattern } from './scam-patterns.ts';

export const CONVERSATION_BOXES = ['all', 'buying', 'selling', 'archived'] as const;

const CONVERSATION_TEXTS_EN = {
  quickReplies: QUICK_REPLIES,
  contactDetailsNote: CONTACT_DETAILS_NOTE,
  reportReasonLabels: REPORT_REASON_LABELS,
};
export type ConversationTexts = typeof CONVERSATION_TEXTS_EN;
/** The conversation pages' shared texts in the reader's language. */
export const conversationTexts = inEachLanguage<ConversationTexts>({
  en: CONVERSATION_TEXTS_EN,
  te: TE_CONVERSATION_TEXTS,
  hi: HI_CONVERSATION_TEXTS,
});
