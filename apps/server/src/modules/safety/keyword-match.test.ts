import { describe, expect, it } from 'vitest';
import { findHeldWord } from './keyword-match.ts';

describe('findHeldWord', () => {
  it('finds a held word as a whole word in any case', () => {
    expect(findHeldWord('Brand new iPhone, pay ADVANCE to book', ['advance'])).toBe('advance');
    expect(findHeldWord('Genuine seller. Courier only!', ['courier'])).toBe('courier');
    expect(findHeldWord('pay via (upi) only', ['upi'])).toBe('upi');
  });

  it('does not match inside another word', () => {
    expect(findHeldWord('Advanced maths tuition', ['advance'])).toBeUndefined();
    expect(findHeldWord('Tokens for the arcade', ['token'])).toBeUndefined();
    expect(findHeldWord('Scrupi the cat', ['upi'])).toBeUndefined();
    expect(findHeldWord('army2 surplus', ['army'])).toBeUndefined();
  });

  it('matches a phrase across any white space, but not its words alone', () => {
    expect(findHeldWord('Send a token\n amount first', ['token amount'])).toBe('token amount');
    expect(findHeldWord('token for the bus, amount fixed', ['token amount'])).toBeUndefined();
  });

  it('matches words of other scripts whole, and treats regex characters as text', () => {
    expect(findHeldWord('పూర్తి అడ్వాన్స్ ఇవ్వండి', ['అడ్వాన్స్'])).toBe('అడ్వాన్స్');
    expect(findHeldWord('పూర్తి అడ్వాన్స్‌లు', ['అడ్వాన్స్'])).toBeUndefined();
    expect(findHeldWord('pay 100 rs now', ['rs.'])).toBeUndefined();
    expect(findHeldWord("it's o'clock", ["o'clock"])).toBe("o'clock");
  });

  it('answers the first of several words, and nothing for an empty list', () => {
    expect(findHeldWord('QR code and OTP please', ['otp', 'qr code'])).toBe('otp');
    expect(findHeldWord('anything at all', [])).toBeUndefined();
  });
});
