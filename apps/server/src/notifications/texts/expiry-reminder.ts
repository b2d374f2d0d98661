import type { Language } from '@mohalla/shared';
import { hello, mailDate, type MailText } from './common.ts';

type Params = { name: string; adTitle: string; expiresAt: Date; renewUrl: string; adUrl: string };

const TEXTS: Record<Language, (p: Params, date: string) => MailText> = {
  en: (p, date) => ({
    subject: `Your ad "${p.adTitle}" expires on ${date}`,
    text: [
      hello('en', p.name),
      '',
      `Your ad "${p.adTitle}" on Mohalla Ads will stop showing on ${date}.`,
      `To keep it live, renew it after that date from My Ads: ${p.renewUrl}`,
      `See the ad: ${p.adUrl}`,
    ].join('\n'),
  }),
  te: (p, date) => ({
    subject: `మీ యాడ్ "${p.adTitle}" గడువు ${date}న అయిపోతుంది`,
    text: [
      hello('te', p.name),
      '',
      `Mohalla Adsలో మీ యాడ్ "${p.adTitle}" ${date} నుంచి కనిపించదు.`,
      `దాన్ని లైవ్‌లో ఉంచాలంటే, ఆ తేదీ తర్వాత "నా యాడ్స్" పేజీ నుంచి రెన్యూ చేయండి: ${p.renewUrl}`,
      `యాడ్ చూడండి: ${p.adUrl}`,
    ].join('\n'),
  }),
  hi: (p, date) => ({
    subject: `आपका विज्ञापन "${p.adTitle}" ${date} को समाप्त हो रहा है`,
    text: [
      hello('hi', p.name),
      '',
      `Mohalla Ads पर आपका विज्ञापन "${p.adTitle}" ${date} को दिखना बंद हो जाएगा।`,
      `इसे चालू रखने के लिए, उस तारीख के बाद "मेरे विज्ञापन" से इसे रिन्यू करें: ${p.renewUrl}`,
      `विज्ञापन देखें: ${p.adUrl}`,
    ].join('\n'),
  }),
};

/** The reminder an owner gets a few days before their ad ends. */
export const expiryReminderText = (language: Language, params: Params): MailText =>
  TEXTS[language](params, mailDate(params.expiresAt, language));
