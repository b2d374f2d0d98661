import { describe, expect, it } from 'vitest';
import { priceText, priceValue, pricePreview } from './price-input';

describe('price input', () => {
  it('reads Indian grouping, spaces and a rupee sign', () => {
    expect(priceValue('1,50,000', 'fixed')).toBe(150000);
    expect(priceValue(' ₹ 6500 ', 'fixed')).toBe(6500);
    expect(priceText(' ₹ 6,500 ')).toBe('6,500');
  });

  it("gives no price for blanks and for what the server's schema refuses", () => {
    // Whole rupees in decimal digits: no paise, no hexadecimal or exponent spellings.
    for (const typed of ['  ', '12k', '-1', 'abc', '99.5', '0x10', '1e5']) expect(priceValue(typed, 'fixed')).toBeNull();
  });

  it('previews as buyers will see it: per month, LPA for salaries, Free', () => {
    expect(pricePreview('15000', 'month')).toBe('₹15,000/month');
    expect(pricePreview('450000', 'year')).toBe('₹4.5 LPA');
    expect(pricePreview('150000', 'fixed')).toBe('₹1,50,000');
    expect(pricePreview('', 'free')).toBe('Free');
    expect(pricePreview('abc', 'fixed')).toBeNull();
    expect(pricePreview('-5', 'fixed')).toBeNull();
  });

  it('sends null for free ads and a number otherwise', () => {
    expect(priceValue('500', 'free')).toBeNull();
    expect(priceValue('6,500', 'negotiable')).toBe(6500);
  });
});
