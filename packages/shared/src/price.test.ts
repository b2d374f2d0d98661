import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupees, priceLabel } from './price.ts';

describe('formatPrice', () => {
  it('says "Contact for Price" when there is no price', () => {
    expect(formatPrice(null, 'fixed')).toBe('Contact for Price');
    expect(formatPrice(undefined)).toBe('Contact for Price');
    expect(formatPrice(Number.NaN, 'fixed')).toBe('Contact for Price');
  });

  it('groups rupees the Indian way', () => {
    expect(formatPrice(150000, 'fixed')).toBe('₹1,50,000');
    expect(formatPrice(12345678, 'negotiable')).toBe('₹1,23,45,678');
    expect(formatPrice(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('adds /month for monthly prices', () => {
    expect(formatPrice(15000, 'month')).toBe('₹15,000/month');
  });

  it('shows yearly salaries in lakhs per annum with one decimal', () => {
    expect(formatPrice(350000, 'year')).toBe('₹3.5 LPA');
    expect(formatPrice(1200000, 'year')).toBe('₹12.0 LPA');
    expect(formatPrice(45000, 'year')).toBe('₹0.5 LPA');
  });

  it('shows Free for free items whatever the amount', () => {
    expect(formatPrice(null, 'free')).toBe('Free');
    expect(formatPrice(0, 'free')).toBe('Free');
  });

  it('labels monthly prices as Rent, everything else as Price', () => {
    expect(priceLabel('month')).toBe('Rent');
    expect(priceLabel('fixed')).toBe('Price');
    expect(priceLabel(null)).toBe('Price');
  });
});
