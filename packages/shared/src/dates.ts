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
