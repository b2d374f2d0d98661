// Without zod: the ad page's safety tips and the conversation pages read these, and no schema may ride along.
// Their Telugu and Hindi are in translations/<lang>/safety-texts.ts.
import { inEachLanguage } from './localised.ts';
import { HI_SAFETY_TEXTS } from './translations/hi/safety-texts.ts';
import { TE_SAFETY_TEXTS } from './translations/te/safety-texts.ts';

/**
 * Safety for buyers and sellers (issue 20, docs/decisions/027-reporting-and-safety-for-everyone.md): the tips
 * shown beside the contact card and at the start of a conversation, the helpline, the warning on a message that
 * looks like a scam, and the contact-reveal limit's words.
 */

export const SAFETY_TIPS_TITLE = 'Stay safe';

/** Short and plain, the rules that stop the scams police here see most. */
export const SAFETY_TIPS = [
  'Never pay in advance or send a "token" amount before you have seen the item.',
  'Never pay through a UPI link or QR code a stranger sends you.',
  'Getting money never needs your UPI PIN. Scanning a QR code sends money, it does not receive it.',
  'Never share an OTP with anyone, even if they say they are from a bank, the army or this site.',
  'Meet in a busy public place in daylight, and check the item before you pay.',
] as const;

/** The national cyber-fraud helpline and the government's reporting site. */
export const CYBER_HELPLINE = '1930';
export const CYBERCRIME_URL = 'https://cybercrime.gov.in';
export const HELPLINE_TEXT = 'Cheated or worried? Call the cyber-fraud helpline';
export const CYBERCRIME_TEXT = 'or report it at';

export const SAFE_PLACES_TITLE = 'Safe places to meet nearby';

/** Under a received message that carries a scam pattern (see scam-patterns.ts). */
export const SCAM_WARNING_TITLE = 'This message looks like a common scam';
export const SCAM_WARNING_TEXT =
  'Do not scan QR codes, share an OTP or UPI PIN, or pay an advance before you have seen the item. Report this person if they insist.';

/** Past the contact-reveal limit: the ad page shows this instead of the numbers. */
export const contactRevealLimitMessage = (perDay: number) =>
  `You have seen ${perDay.toLocaleString('en-IN')} sellers’ numbers today. Send a message instead, or try again tomorrow.`;

const SAFETY_TEXTS_EN = {
  tipsTitle: SAFETY_TIPS_TITLE,
  tips: SAFETY_TIPS,
  helpline: HELPLINE_TEXT,
  cybercrime: CYBERCRIME_TEXT,
  safePlacesTitle: SAFE_PLACES_TITLE,
  scamWarningTitle: SCAM_WARNING_TITLE,
  scamWarningText: SCAM_WARNING_TEXT,
  contactRevealLimit: contactRevealLimitMessage,
};
export type SafetyTexts = typeof SAFETY_TEXTS_EN;
/** The safety texts in the reader's language. */
export const safetyTexts = inEachLanguage<SafetyTexts>({ en: SAFETY_TEXTS_EN, te: TE_SAFETY_TEXTS, hi: HI_SAFETY_TEXTS });
