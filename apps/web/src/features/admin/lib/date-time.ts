const format = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A moment as the console shows it, in India time: "25 Nov 2026, 10:15 pm". */
export const dateTime = (iso: string) => format.format(new Date(iso));
