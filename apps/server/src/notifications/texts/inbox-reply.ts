import type { Language } from '@mohalla/shared';
import { hello, mailDateTime, quote, type MailText } from './common.ts';

type Params = {
  name: string;
  /** The complaint's number for a grievance; null for a contact-form message. */
  number: string | null;
  /** The contact form's subject line, when the sender gave one. */
  subject: string | null;
  reply: string;
  signature: string;
  wroteAt: Date;
  message: string;
};

const TEXTS: Record<Language, (p: Params) => MailText> = {
  en: (p) => ({
    subject: p.number ? `Your complaint ${p.number}: our reply` : `Re: ${p.subject ?? 'your message to Mohalla Ads'}`,
    text: `${hello('en', p.name)}\n\n${p.reply}\n\n${p.signature}\n\nOn ${mailDateTime(p.wroteAt, 'en')} you wrote:\n${quote(p.message)}\n`,
  }),
  te: (p) => ({
    subject: p.number ? `మీ ఫిర్యాదు ${p.number}: మా జవాబు` : `Re: ${p.subject ?? 'Mohalla Adsకి మీరు పంపిన మెసేజ్'}`,
    text: `${hello('te', p.name)}\n\n${p.reply}\n\n${p.signature}\n\n${mailDateTime(p.wroteAt, 'te')} న మీరు రాసింది:\n${quote(p.message)}\n`,
  }),
  hi: (p) => ({
    subject: p.number ? `आपकी शिकायत ${p.number}: हमारा जवाब` : `Re: ${p.subject ?? 'Mohalla Ads को आपका संदेश'}`,
    text: `${hello('hi', p.name)}\n\n${p.reply}\n\n${p.signature}\n\n${mailDateTime(p.wroteAt, 'hi')} को आपने लिखा था:\n${quote(p.message)}\n`,
  }),
};

/** An operator's reply from the inbox: their words as written, framed in the recipient's language. */
export const inboxReplyText = (language: Language, params: Params): MailText => TEXTS[language](params);
