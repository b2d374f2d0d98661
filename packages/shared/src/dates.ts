/**
 * Dates are shown in Asia/Kolkata: the site serves Hyderabad, whatever the zone of the server or the browser. In
 * the reader's language (te-IN, hi-IN; en-IN by default), one formatter per language and style.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}|${month}`;
  let found = formats.get(key);
  if (!found)
    formats.set(key, (found = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' })));
  return found;
}

export function formatLongDate(iso: string | Date, locale = 'en-IN'): string {
  return format(locale, 'long').format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function formatShortDate(iso: string | Date, locale = 'en-IN'): string {
  return format(locale, 'short').format(typeof iso === 'string' ? new Date(iso) : iso);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A day as `formatLongDate` writes it in English ("1 December 2026") read back, at noon in India so no time zone
 * moves it to another day; undefined for any other text. Messages are translated by their English text, and this
 * lets the date inside one be written again in the reader's language.
 */
export function parseLongDate(text: string): Date | undefined {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month === -1) return undefined;
  const day = new Date(Date.UTC(Number(match[3]), month, Number(match[1]), 6, 30));
  // "31 February" rolls over into March: not a day formatLongDate writes.
  return formatLongDate(day) === text ? day : undefined;
}
