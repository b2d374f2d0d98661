const format = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** A moment as people here read it in a mail: "25 Nov 2026, 10:15 pm" (India time). */
export const indiaTime = (date: Date) => `${format.format(date)} IST`;
