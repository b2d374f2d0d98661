const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Hyderabad as YYYY-MM-DD: views and charts count by the local day, not UTC's. */
export const kolkataDay = (at: Date = new Date()): string => format.format(at);
