import type { Language } from '@mohalla/shared';
import { hello, type MailText } from './common.ts';

type Params = { name: string; link: string };

const TEXTS: Record<Language, (p: Params) => MailText> = {
  en: ({ name, link }) => ({
    subject: 'Reset your Mohalla Ads password',
    text: `${hello('en', name)}\n\nSomeone asked to reset the password of your Mohalla Ads account. If it was you, open this link within 30 minutes:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
  }),
  te: ({ name, link }) => ({
    subject: 'మీ Mohalla Ads పాస్‌వర్డ్ రీసెట్ చేయండి',
    text: `${hello('te', name)}\n\nమీ Mohalla Ads అకౌంట్ పాస్‌వర్డ్ రీసెట్ చేయమని ఎవరో అడిగారు. అది మీరే అయితే, 30 నిమిషాల్లోగా ఈ లింక్ తెరవండి:\n\n${link}\n\nఅది మీరు కాకపోతే, ఈ మెయిల్‌ను పట్టించుకోకండి; మీ పాస్‌వర్డ్ మారదు.\n`,
  }),
  hi: ({ name, link }) => ({
    subject: 'अपना Mohalla Ads पासवर्ड रीसेट करें',
    text: `${hello('hi', name)}\n\nकिसी ने आपके Mohalla Ads खाते का पासवर्ड रीसेट करने के लिए कहा है। अगर यह आप थे, तो 30 मिनट के अंदर यह लिंक खोलें:\n\n${link}\n\nअगर यह आप नहीं थे, तो इस मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।\n`,
  }),
};

export const passwordResetText = (language: Language, params: Params): MailText => TEXTS[language](params);
