import { describe, expect, it } from 'vitest';
import { looksLikeScam, scamPatternsIn, type ScamPattern } from './scam-patterns.ts';

describe('scamPatternsIn', () => {
  it.each<[string, ScamPattern[]]>([
    ['I will send you a QR code, scan it and you will receive the money', ['qr-code']],
    ['QR bhej raha hu, scan karo paisa aa jayega', ['qr-code']],
    ['sir Q R code sent on whatsapp pls check', ['qr-code']],
    ['Just scan and enter amount 15000 to get payment', ['qr-code']],
    ['Enter your UPI PIN to receive 15,000', ['upi-pin']],
    ['upi-pin daal do, payment aapke account me aayega', ['upi-pin']],
    ['mpin dalo sir', ['upi-pin']],
    ['Pin daalo aur amount confirm karo', ['upi-pin']],
    ['please tell me your pin then I will transfer', ['upi-pin']],
    ['You will get an OTP, please tell me that OTP', ['otp']],
    ['OTP bata do sir, payment process ho jayega', ['otp']],
    ['otp aaya hoga, forward kardo', ['otp']],
    ['Share the 6 digit verification code you got', ['otp']],
    ['Please send 2000 advance to book it, I will keep it for you', ['advance']],
    ['Pehle 500 token amount bhejo phir dikhaunga', ['advance']],
    ['Bhai advance bhej do gpay pe, kal deliver karunga', ['advance']],
    ['First pay the courier charges, then the bike will be dispatched', ['advance']],
    ['Pay booking amount of Rs 1000 on PhonePe to reserve the flat', ['advance']],
    ['I am army officer posted in Jammu, cannot come to see', ['army']],
    ['Main fauji hoon sir, abhi posting pe hoon', ['army']],
    ['This is army canteen item, payment by army transfer only', ['army']],
    ['I am in army, I will send QR code, scan it and enter UPI PIN to receive money', ['qr-code', 'upi-pin', 'army']],
    ['Sir send OTP and I will send advance through Paytm', ['otp', 'advance']],
  ])('%s', (text, patterns) => {
    expect(scamPatternsIn(text)).toEqual(patterns);
  });

  it.each([
    'Is it still available?',
    'What is the last price?',
    'Can I come to see it tomorrow at 5 pm near Ameerpet metro?',
    'I will pay cash after I see the bike',
    'What is your pin code? I am in 500032',
    'Pin code 500081, Gachibowli',
    'Rent is 12,000 and the deposit is two months advance',
    'Army green colour jacket, size L, hardly used',
    'Flat is near Army Public School, Bolarum',
    'The laptop has fingerprint login and a PIN login too',
    'Never share your OTP with anyone, even with me',
    'OTP kisi ko mat batana',
    'I scanned the RC papers, will show them when you come',
    'Token number 14 at the RTO, will come after that',
    'Call me on 9876543210 after 6',
    'Price is final, no bargaining please',
    '',
  ])('stays quiet for %j', (text) => {
    expect(looksLikeScam(text)).toBe(false);
  });
});
