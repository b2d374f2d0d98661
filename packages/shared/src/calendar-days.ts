// Apart from dates.ts, whose formatters ride in the first load of every page with an ad card: only the owner's pages count days.
const kolkataDayParts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });
/** Days since 1970-01-01 of the Hyderabad calendar day holding `at`. */
const kolkataDayNumber = (at: Date) => Date.parse(`${kolkataDayParts.format(at)}T00:00:00Z`) / 86_400_000;

/**
 * Hyderabad calendar days from `now` to `iso`: 0 on the day itself, 1 the day before, negative once past. An ad
 * published today for 15 days has 15 days left today, whatever the hour.
 */
export function calendarDaysUntil(iso: string | Date, now: Date = new Date()): number {
  return kolkataDayNumber(typeof iso === 'string' ? new Date(iso) : iso) - kolkataDayNumber(now);
}
