import { describe, expect, it } from 'vitest';
import { listingPrice, profileAddress } from './public-profile';

describe('profileAddress', () => {
  it('takes a handle as one, and keeps the text to find an old name link by', () => {
    expect(profileAddress('asha-rani')).toEqual({ handle: 'asha-rani', name: 'asha-rani' });
    expect(profileAddress('Asha Rani')).toEqual({ handle: null, name: 'Asha Rani' });
    expect(profileAddress(' Asha-Rani ')).toEqual({ handle: null, name: 'Asha-Rani' });
  });

  it('never looks up an email, in any spelling, nor an empty address', () => {
    for (const segment of ['asha@example.in', 'ASHA@EXAMPLE.IN', ' a@b ', '', '   ']) {
      expect(profileAddress(segment)).toEqual({ handle: null, name: null });
    }
  });
});

describe('listingPrice', () => {
  it('says Price on Request when there is no price', () => {
    expect(listingPrice(null, 'fixed', 'Price on Request')).toBe('Price on Request');
    expect(listingPrice(null, 'negotiable', 'Price on Request')).toBe('Price on Request');
  });

  it('formats real prices with the shared rules', () => {
    expect(listingPrice(16000, 'month', 'x')).toBe('₹16,000/month');
    expect(listingPrice(950000, 'year', 'x')).toBe('₹9.5 LPA');
    expect(listingPrice(38000, 'negotiable', 'x')).toBe('₹38,000');
    expect(listingPrice(null, 'free', 'x')).toBe('Free');
  });
});
