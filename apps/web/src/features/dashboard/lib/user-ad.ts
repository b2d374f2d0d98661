import { AD_STATUSES, calendarDaysUntil, formatShortDate } from '@mohalla/shared';

export type AdAction = 'view' | 'edit' | 'publish' | 'renew' | 'markSold' | 'share' | 'delete';

/**
 * What an owner can do with an ad in each status. Publish (drafts) and Renew (expired) lead to the plan step;
 * only an active ad can be sold; Share only where others can open the link (a draft's page is private).
 */
export function actionsFor(status: string): AdAction[] {
  const primary: AdAction[] = status === 'draft' ? ['publish'] : status === 'expired' ? ['renew'] : status === 'active' ? ['markSold'] : [];
  const share: AdAction[] = status === 'active' || status === 'sold' ? ['share'] : [];
  return [...primary, 'view', 'edit', ...share, 'delete'];
}

export type StatusStyle = { name: string; color: string; textColor: string };

/** The badge look of a status from the server's catalogue, else the built-in one, else the raw key in grey. */
export function statusStyle(
  status: string,
  catalogue: readonly { key: string; name: string; color: string; textColor: string }[] = [],
): StatusStyle {
  const entry = catalogue.find((s) => s.key === status) ?? AD_STATUSES.find((s) => s.key === status);
  if (entry) return { name: entry.name, color: entry.color, textColor: entry.textColor };
  const name = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  return { name, color: '#f3f4f6', textColor: '#374151' };
}

/** en-IN short date, or '' when the server sent something unreadable (Intl would throw). */
export function createdOn(iso: string | null | undefined): string {
  return iso && !Number.isNaN(Date.parse(iso)) ? formatShortDate(iso) : '';
}

/** Where an ad stands against its end date: live with whole Hyderabad days left (0 on its last day), ended, or never published. */
export type AdRun = { kind: 'live'; date: string; iso: string; daysLeft: number } | { kind: 'ended'; date: string; iso: string } | null;

export function runOf(ad: { status: string; expiresAt: string | null }, now: Date = new Date()): AdRun {
  const date = createdOn(ad.expiresAt);
  if (!date || !ad.expiresAt) return null;
  if (ad.status === 'active') return { kind: 'live', date, iso: ad.expiresAt, daysLeft: Math.max(0, calendarDaysUntil(ad.expiresAt, now)) };
  if (ad.status === 'expired') return { kind: 'ended', date, iso: ad.expiresAt };
  return null;
}
