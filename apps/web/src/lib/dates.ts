import { formatLongDate, formatShortDate } from '@mohalla/shared';
import { intlLocale } from './i18n';

const isValid = (iso: string | null | undefined): iso is string => Boolean(iso) && !Number.isNaN(Date.parse(iso!));

/**
 * The long date in the page's language (en-IN: 5 March 2026), or '' for a missing or unreadable one (Intl throws on
 * an invalid date and would break the page).
 */
export const longDate = (iso: string | null | undefined) => (isValid(iso) ? formatLongDate(iso, intlLocale()) : '');

/** The short date in the page's language, or '' for a missing or unreadable one. */
export const shortDate = (iso: string | null | undefined) => (isValid(iso) ? formatShortDate(iso, intlLocale()) : '');
