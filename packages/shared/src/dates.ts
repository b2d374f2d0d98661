/** Dates are shown en-IN in Asia/Kolkata: the site serves Hyderabad, whatever the zone of the server or the browser. */
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatLongDate(iso: string | Date): string {
  return longDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function formatShortDate(iso: string | Date): string {
  return shortDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}
