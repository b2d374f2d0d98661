import { formatLongDate, formatShortDate } from '@mohalla/shared';

const isValid = (iso: string | null | undefined): iso is string => Boolean(iso) && !Number.isNaN(Date.parse(iso!));

/** en-IN long date, or '' for a missing or unreadable one (Intl throws on an invalid date and would break the page). */
export const longDate = (iso: string | null | undefined) => (isValid(iso) ? formatLongDate(iso) : '');

/** en-IN short date, or '' for a missing or unreadable one. */
export const shortDate = (iso: string | null | undefined) => (isValid(iso) ? formatShortDate(iso) : '');
