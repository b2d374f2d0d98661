// Without zod: the operator console reads these, and no schema may ride along (admin-refunds.ts re-exports them).
import { inEachLanguage } from './localised.ts';
import { HI_ADMIN_TEXTS } from './translations/hi/admin-texts.ts';
import { TE_ADMIN_TEXTS } from './translations/te/admin-texts.ts';

/**
 * The operator console (issue 20, docs/decisions/026-operator-console.md): its navigation, actions, confirmations,
 * and the refund of a removed paid ad.
 */

export const ADMIN_SECTIONS = [
  { path: 'reports', label: 'Reports' },
  { path: 'removed', label: 'Removed ads' },
  { path: 'inbox', label: 'Inbox' },
  { path: 'safety', label: 'Safety settings' },
  { path: 'audit', label: 'Audit log' },
] as const;

export const ADMIN_TEXTS = {
  title: 'Operator console',
  nav: 'Operator console sections',
  headerLink: 'Admin',
  operatorsOnlyTitle: 'Operators only',
  operatorsOnlyLead: 'This page is for the site’s operators. Ask an operator if you think you should have access.',
  reportsTitle: 'Reports',
  reportsLead: 'Open reports grouped by ad or by person, the longest waiting first.',
  reportsEmpty: 'No open reports',
  reportsEmptyLead: 'Every report has been decided.',
  removedTitle: 'Removed ads',
  removedLead: 'Ads the moderators took down, the latest first. Restore one, or refund a paid ad removed through no fault of its seller.',
  removedEmpty: 'No removed ads',
  auditTitle: 'Audit log',
  auditLead: 'Every operator action, newest first. Read-only.',
  auditEmpty: 'Nothing recorded yet',
  older: 'Older',
  newer: 'Newer',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  theSite: 'The site',
  reason: 'Reason',
  reasonHint: 'The owner sees it, and the audit log keeps it.',
  reasonMissing: 'Give a reason',
  suspendOwner: 'Suspend owner',
  reinstateOwner: 'Reinstate owner',
  removedOn: 'Removed on',
  reportGroups: 'Report groups',
  hiddenBy: {
    operator: 'By an operator',
    system: 'Held by three reports',
    keyword: 'Held for a word',
    suspension: 'Its owner is suspended',
  },
  pages: 'Pages',
  page: (page: number) => `Page ${page}`,
  loading: 'Loading',
  loadFailed: 'Could not load this page',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  hide: 'Hide ad',
  restore: 'Restore ad',
  dismiss: 'Dismiss reports',
  suspend: 'Suspend person',
  reinstate: 'Reinstate person',
  refund: 'Refund',
  hideTitle: 'Hide this ad?',
  hideLead: 'It leaves the market at once; its owner sees “Removed by the moderators” and your reason.',
  suspendTitle: 'Suspend this person?',
  suspendLead: 'Their sessions end, their ads are hidden and they cannot sign in until reinstated.',
  dismissTitle: 'Dismiss these reports?',
  dismissLead: 'The reports close without action and each reporter is told. An ad the reports held goes back on the market.',
  refundTitle: 'Refund this ad’s payments?',
  refundLead: 'Every completed payment of this ad is refunded in full through PhonePe. Only for a removal that is not the seller’s fault.',
  refundReasonHint: 'Kept with the refund and in the audit log.',
  reportedAd: 'Reported ad',
  reportedPerson: 'Reported person',
  owner: 'Owner',
  suspended: 'Suspended',
  hidden: 'Hidden',
  reportsCount: (count: number, reporters: number) =>
    `${count} ${count === 1 ? 'report' : 'reports'} from ${reporters} ${reporters === 1 ? 'person' : 'people'}`,
  waitingSince: 'Waiting since',
  noDetails: 'No details given',
  payments: 'Payments',
  noPayments: 'No completed payments',
  refundStates: {
    none: 'Not refunded',
    REQUESTED: 'Refund requested',
    PENDING: 'Refund pending at PhonePe',
    COMPLETED: 'Refunded',
    FAILED: 'Refund failed: refund it by hand',
  },
} as const;

export const REFUND_MESSAGES = {
  refunded: 'The refund was asked of PhonePe',
  alreadyRefunded: 'This ad’s payments were already refunded',
  notHidden: 'Only an ad the moderators removed can be refunded',
  noPayments: 'This ad has no completed payment to refund',
  refundedStaysRemoved: 'This ad’s payments were refunded, so it stays removed',
} as const;

/** An audit entry's action in words (the audit log page). */
export const AUDIT_ACTION_LABELS = {
  'ad.hide': 'Hid an ad',
  'ad.hold': 'Held an ad for review (three reports or a held word)',
  'ad.flag': 'Flagged an ad (same photo as another account’s)',
  'keyword.add': 'Added a held word',
  'keyword.remove': 'Removed a held word',
  'safe-place.add': 'Added a safe place',
  'safe-place.edit': 'Edited a safe place',
  'safe-place.remove': 'Removed a safe place',
  'ad.restore': 'Restored an ad',
  'ad.refund': 'Refunded an ad’s payments',
  'reports.dismiss': 'Dismissed reports',
  'user.suspend': 'Suspended a person',
  'user.reinstate': 'Reinstated a person',
  'role.grant': 'Granted the operator role',
  'role.revoke': 'Revoked the operator role',
  'inbox.reply': 'Replied to a message',
  'inbox.done': 'Marked a message done',
} as const;

const ADMIN_TEXTS_EN = {
  ...ADMIN_TEXTS,
  sections: Object.fromEntries(ADMIN_SECTIONS.map(({ path, label }) => [path, label])) as Record<
    (typeof ADMIN_SECTIONS)[number]['path'],
    string
  >,
  actions: AUDIT_ACTION_LABELS,
};
export type AdminTexts = typeof ADMIN_TEXTS_EN;
/** The operator console in the reader's language. */
export const adminTexts = inEachLanguage<AdminTexts>({ en: ADMIN_TEXTS_EN, te: TE_ADMIN_TEXTS, hi: HI_ADMIN_TEXTS });
