import { describe, expect, it } from 'vitest';
import { hasContactDetails } from './conversation-texts.ts';

describe('hasContactDetails', () => {
  it.each([
    'call me on 9876543210',
    'my number +91 98765 43210',
    'whatsapp 98765-43210 after 6',
    '919876543210',
    'ring 09876543210',
    'pay to ravi.kumar@okaxis first',
    'UPI: seller123@ybl',
  ])('notes %s', (text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    'Is it available?',
    'I can pay 15000 for it',
    'price 1,20,000 final',
    'model 2023, 12345 km',
    'mail me at ravi@gmail.com',
    'pincode 500062, flat 3-4-567',
    '12345678901234 is the IMEI',
  ])('leaves %s alone', (text) => {
    expect(hasContactDetails(text)).toBe(false);
  });
});
