import { describe, expect, it } from 'vitest';
import { isOwnProfile, listingPrice } from './public-profile';

const me = { email: 'asha@example.in', displayName: 'Asha Rani' };

describe('isOwnProfile', () => {
  it('matches the email or the display name, ignoring case and spaces', () => {
    expect(isOwnProfile('asha@example.in', me)).toBe(true);
    expect(isOwnProfile('ASHA@EXAMPLE.IN', me)).toBe(true);
    expect(isOwnProfile(' asha rani ', me)).toBe(true);
  });

  it('is false for someone else, for a visitor and for an empty name', () => {
    expect(isOwnProfile('Ravi Kumar Goud', me)).toBe(false);
    expect(isOwnProfile('asha@example.in', null)).toBe(false);
    expect(isOwnProfile('  ', me)).toBe(false);
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
