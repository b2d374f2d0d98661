import { dateFormat } from '@/lib/i18n';

// In the page's language in Asia/Kolkata, as every date on the site (packages/shared/src/dates.ts), whatever the phone's zone.
const timeZone = 'Asia/Kolkata';
const time = { format: (at: Date) => dateFormat({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(at) };
const day = { format: (at: Date) => dateFormat({ day: 'numeric', month: 'short', timeZone }).format(at) };
const dayYear = { format: (at: Date) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(at) };
const full = { format: (at: Date) => dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at) };
const calendarDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
const yearOf = (at: Date) => calendarDay.format(at).slice(0, 4);

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** A message's time, en-IN ("2:05 pm"). */
export const messageTime = (iso: string) => (valid(iso) ? time.format(new Date(iso)) : '');

/** The full date and time, for a time's title and screen readers ("25 Nov 2026, 2:05 pm"). */
export const fullTime = (iso: string) => (valid(iso) ? full.format(new Date(iso)) : '');

/** The inbox's time: the time today, the day this year, else the day and year. */
export function inboxTime(iso: string, now = new Date()): string {
  if (!valid(iso)) return '';
  const at = new Date(iso);
  if (calendarDay.format(at) === calendarDay.format(now)) return time.format(at);
  return yearOf(at) === yearOf(now) ? day.format(at) : dayYear.format(at);
}

/** A rupee amount typed by a person ("12,500" or "12500"): whole rupees, or null when it is not one. */
export function parseRupees(text: string): number | null {
  const digits = text.replace(/[\s,₹]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}
