// Without zod: the operator console's inbox page reads these, and no schema may ride along (legal.ts re-exports them).
import { inEachLanguage } from './localised.ts';
import { HI_INBOX_TEXTS } from './translations/hi/inbox-texts.ts';
import { TE_INBOX_TEXTS } from './translations/te/inbox-texts.ts';

/** The operators' inbox of contact messages and grievances (decision 028). */
export const INBOX_TEXTS = {
  title: 'Inbox',
  lead: 'Contact-form messages and complaints to the Grievance Officer, the longest waiting first. Reply by mail, then mark done.',
  kindLabel: 'Show',
  deadlines: 'Deadlines',
  kinds: { all: 'All messages', contact: 'Contact messages', grievance: 'Grievances' },
  statusLabel: 'Status',
  statuses: { open: 'Open', done: 'Done' },
  empty: 'Nothing here',
  emptyOpen: 'Every message has been dealt with.',
  emptyDone: 'No message has been marked done yet.',
  contactBadge: 'Contact',
  grievanceBadge: 'Grievance',
  received: 'Received',
  subject: 'Subject',
  ad: 'Ad',
  language: 'Language',
  acknowledgeBy: 'Acknowledge by',
  acknowledged: 'Acknowledged',
  resolveBy: 'Resolve by',
  overdue: 'Overdue',
  replied: 'Replied',
  doneBy: 'Done',
  reply: 'Reply by mail',
  replyLabel: 'Your reply to',
  replyHint: 'Mailed to the sender with their message quoted; kept in the audit log.',
  send: 'Send reply',
  cancel: 'Cancel',
  markDone: 'Mark done',
} as const;

export type InboxTexts = typeof INBOX_TEXTS;
/** The operators' inbox in the reader's language. */
export const inboxTexts = inEachLanguage<InboxTexts>({ en: INBOX_TEXTS, te: TE_INBOX_TEXTS, hi: HI_INBOX_TEXTS });
