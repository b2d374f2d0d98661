import {
  AD_REPORT_REASON_LABELS,
  AD_STATUSES,
  PERSON_REPORT_REASON_LABELS,
  REPORT_REASON_LABELS,
  SYSTEM_REPORT_REASON_LABELS,
} from '@mohalla/shared';

// Reports about ads, people, conversations (decision 024) and the site's own flags share the queue, each with its own reasons.
const REASON_LABELS: Record<string, string> = {
  ...REPORT_REASON_LABELS,
  ...PERSON_REPORT_REASON_LABELS,
  ...AD_REPORT_REASON_LABELS,
  ...SYSTEM_REPORT_REASON_LABELS,
};

/** A report's reason as people read it; a reason this page does not know yet is shown as stored. */
export const reasonLabel = (reason: string): string => REASON_LABELS[reason] ?? reason;

export const statusLabel = (status: string | null): string => AD_STATUSES.find((s) => s.key === status)?.name ?? status ?? '';

const ACTIONS: Record<string, string> = {
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
};

/** An audit entry's action in words; an action added later is shown as recorded. */
export const actionLabel = (action: string): string => ACTIONS[action] ?? action;
