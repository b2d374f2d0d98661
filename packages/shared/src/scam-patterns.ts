// Without zod: the conversation page calls this on every received message.

/**
 * The scam patterns police in India report most on classifieds (issue 20): QR codes "to receive" money, asking
 * for a UPI PIN or an OTP, an advance or token before a visit (or "courier charges"), and the "army officer" who
 * cannot come and pays by transfer. English plus the common Hinglish spellings. A warning, not a block: a false
 * alarm costs a line of text, so the rules lean towards warning, but a postal "pin code", a rent's "advance" named
 * without a payment, and "never share your OTP" stay quiet.
 */
export const SCAM_PATTERNS = ['qr-code', 'upi-pin', 'otp', 'advance', 'army'] as const;
export type ScamPattern = (typeof SCAM_PATTERNS)[number];

/** Words that move money now, in English and Hinglish ("bhej do", "daal do", "kar do", the UPI apps). */
const PAY = String.raw`(?:pay|paid|paying|send|sent|transfer\w*|bhej\w*|de\s?do|dedo|dijiye|kar\s?do|kardo|karo|daal\w*|dal\s?do|gpay|google\s?pay|phone\s?pe|phonepe|paytm|upi)`;
const MONEY_FIRST = String.raw`(?:advance|token(?:\s+(?:amount|money|paisa|paise))?|booking\s+(?:amount|money|charges?)|pehle\s+(?:payment|paise|paisa|pay)|(?:courier|delivery|shipping|transport)\s+(?:charges?|fees?))`;

const RULES: Record<ScamPattern, RegExp[]> = {
  'qr-code': [
    /\bq\.?\s?r\b/i,
    /\bscan\b[^.?!\n]{0,40}\b(?:pay\w*|paise|paisa|money|receive|amount|rupees|rs|₹)/i,
    /(?:receive|get|milega|aayega|aa\s?jayega)[^.?!\n]{0,30}\bscan\b/i,
  ],
  'upi-pin': [
    /\b(?:upi|atm|m)[\s-]?pin\b/i,
    /\bpin\b(?!\s*code)[^.?!\n]{0,20}\b(?:daal|dal|dalo|daalo|dalna|enter|bata|batao|bhej|bhejo|share|type|put)\w*/i,
    /\b(?:enter|share|send|type|tell|give)\s+(?:me\s+)?(?:your\s+|the\s+|ur\s+)?pin\b(?!\s*code)/i,
  ],
  otp: [/\b(?:otp|o\.t\.p\.?|one[\s-]time[\s-](?:password|code)|verification\s+code)(?!\w)/i],
  advance: [
    new RegExp(String.raw`\b${MONEY_FIRST}\b[^.?!\n]{0,40}\b${PAY}\b`, 'i'),
    new RegExp(String.raw`\b${PAY}\b[^.?!\n]{0,40}\b${MONEY_FIRST}\b`, 'i'),
  ],
  army: [
    /\b(?:army|military|defen[cs]e)\s+(?:officer|man|person|personnel|wala|jawan|transfer|canteen|courier|payment|posting)\b/i,
    /\b(?:i\s+am|i'm|im|main|mai|mein|hum|we\s+are)\b[^.?!\n]{0,20}\b(?:army|military|fauji|crpf|bsf|cisf|air\s?force|navy)\b/i,
    /\b(?:army|military|fauji)\b[^.?!\n]{0,30}\b(?:posted|posting|transfer|canteen|courier|cannot\s+come|can't\s+come|nahi\s+aa)/i,
  ],
};

/** "never share your OTP", "OTP kisi ko mat batana": a warning about the scam, not the scam. */
const OTP_WARNED_AGAINST = [
  /\b(?:never|don'?t|do\s+not|dont|not\s+to)\b[^.?!\n]{0,25}\b(?:otp|o\.t\.p)/i,
  /\b(?:otp|o\.t\.p)\b[^.?!\n]{0,25}\b(?:mat|never)\b/i,
];

/** The scam patterns a message carries, in SCAM_PATTERNS' order; empty for an ordinary message. */
export function scamPatternsIn(text: string): ScamPattern[] {
  const found = SCAM_PATTERNS.filter((pattern) => RULES[pattern].some((rule) => rule.test(text)));
  if (found.includes('otp') && OTP_WARNED_AGAINST.some((rule) => rule.test(text))) return found.filter((p) => p !== 'otp');
  return found;
}

/** Whether the reader of this message should see the scam warning under it. */
export const looksLikeScam = (text: string): boolean => scamPatternsIn(text).length > 0;
