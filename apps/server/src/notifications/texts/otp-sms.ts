import type { Language } from '@mohalla/shared';

const TEXTS: Record<Language, (code: string) => string> = {
  en: (code) => `${code} is your Mohalla Ads verification code. It expires in 10 minutes. Do not share it with anyone.`,
  te: (code) => `${code} మీ Mohalla Ads వెరిఫికేషన్ కోడ్ (OTP). దీని గడువు 10 నిమిషాల్లో అయిపోతుంది. దీన్ని ఎవరికీ చెప్పకండి.`,
  hi: (code) => `${code} आपका Mohalla Ads सत्यापन कोड (OTP) है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी को न बताएं।`,
};

/** The text with the code first, so the phone's preview and auto-fill see it. */
export const otpSmsText = (language: Language, code: string): string => TEXTS[language](code);
