import type { Language } from '@mohalla/shared';

/** A mail's words in one language, before it is addressed. */
export type MailText = { subject: string; text: string };

const LOCALES: Record<Language, string> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };
const IN_INDIA = { timeZone: 'Asia/Kolkata' } as const;

const dates = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    {
      day: new Intl.DateTimeFormat(locale, { ...IN_INDIA, day: 'numeric', month: 'long', year: 'numeric' }),
      moment: new Intl.DateTimeFormat(locale, { ...IN_INDIA, dateStyle: 'medium', timeStyle: 'short' }),
    },
  ]),
) as Record<Language, { day: Intl.DateTimeFormat; moment: Intl.DateTimeFormat }>;

/** A day as people here write it in the language: "25 November 2026", "25 నవంబర్, 2026", "25 नवंबर 2026". */
export const mailDate = (date: Date, language: Language) => dates[language].day.format(date);

/** A moment in India time: "25 Nov 2026, 10:15 pm IST". */
export const mailDateTime = (date: Date, language: Language) => `${dates[language].moment.format(date)} IST`;

/** The opening line; Telugu and Hindi add the polite గారు / जी after a name. */
export function hello(language: Language, name: string): string {
  if (language === 'te') return name ? `నమస్కారం ${name} గారు,` : 'నమస్కారం,';
  if (language === 'hi') return name ? `नमस्ते ${name} जी,` : 'नमस्ते,';
  return `Hello ${name || 'User'},`;
}

/** Someone's own words quoted back to them, mail style. */
export const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
