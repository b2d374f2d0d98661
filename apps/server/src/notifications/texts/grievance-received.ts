import type { Language } from '@mohalla/shared';
import { hello, mailDateTime, quote, type MailText } from './common.ts';

type Params = {
  name: string;
  number: string;
  receivedAt: Date;
  resolveBy: Date;
  days: number;
  adId: number | undefined;
  officer: { name: string; email: string };
  complaint: string;
  /** The operator's name and address, as the acknowledgement signs off. */
  signature: string;
};

const TEXTS: Record<Language, (p: Params) => MailText> = {
  en: (p) => ({
    subject: `We received your complaint ${p.number}`,
    text: `${hello('en', p.name)}\n\nThis acknowledges your complaint ${p.number}, received on ${mailDateTime(p.receivedAt, 'en')}${p.adId !== undefined ? ` about ad ${p.adId}` : ''}.\n\nOur Grievance Officer, ${p.officer.name} (${p.officer.email}), will look into it and reply to this address within ${p.days} days, by ${mailDateTime(p.resolveBy, 'en')}. Quote ${p.number} if you write to us about it.\n\nYour complaint:\n${quote(p.complaint)}\n\n${p.signature}\n`,
  }),
  te: (p) => ({
    subject: `మీ ఫిర్యాదు ${p.number} మాకు అందింది`,
    text: `${hello('te', p.name)}\n\nమీ ఫిర్యాదు ${p.number}${p.adId !== undefined ? ` (యాడ్ ${p.adId} గురించి)` : ''} మాకు అందినట్టు ఈ మెయిల్ ద్వారా తెలియజేస్తున్నాం. అందిన సమయం: ${mailDateTime(p.receivedAt, 'te')}.\n\nమా గ్రీవెన్స్ ఆఫీసర్ ${p.officer.name} (${p.officer.email}) దీన్ని పరిశీలించి, ${p.days} రోజుల్లోగా (${mailDateTime(p.resolveBy, 'te')} లోపు) ఇదే ఈమెయిల్ అడ్రస్‌కి జవాబిస్తారు. దీని గురించి మాకు రాసేటప్పుడు ${p.number} నంబర్ తప్పకుండా రాయండి.\n\nమీ ఫిర్యాదు:\n${quote(p.complaint)}\n\n${p.signature}\n`,
  }),
  hi: (p) => ({
    subject: `आपकी शिकायत ${p.number} हमें मिल गई है`,
    text: `${hello('hi', p.name)}\n\nयह मेल पुष्टि करता है कि आपकी शिकायत ${p.number}${p.adId !== undefined ? ` (विज्ञापन ${p.adId} के बारे में)` : ''} हमें ${mailDateTime(p.receivedAt, 'hi')} को मिली।\n\nहमारे शिकायत अधिकारी (Grievance Officer) ${p.officer.name} (${p.officer.email}) इसकी जाँच करेंगे और ${p.days} दिनों के अंदर, ${mailDateTime(p.resolveBy, 'hi')} तक, इसी पते पर जवाब देंगे। इस बारे में हमें लिखते समय ${p.number} ज़रूर लिखें।\n\nआपकी शिकायत:\n${quote(p.complaint)}\n\n${p.signature}\n`,
  }),
};

/** The acknowledgement a complaint to the Grievance Officer gets at once (IT Rules 2021). */
export const grievanceReceivedText = (language: Language, params: Params): MailText => TEXTS[language](params);
