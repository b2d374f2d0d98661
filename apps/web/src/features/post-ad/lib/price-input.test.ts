import { describe, expect, it } from 'vitest';
import { parsePriceInput, priceForPayload, pricePreview } from './price-input';

describe('price input', () => {
  it('reads Indian grouping, spaces and a rupee sign', () => {
    expect(parsePriceInput('1,50,000')).toEqual({ kind: 'ok', value: 150000 });
    expect(parsePriceInput(' ₹ 6500 ')).toEqual({ kind: 'ok', value: 6500 });
    expect(parsePriceInput('99.5')).toEqual({ kind: 'ok', value: 99.5 });
  });

  it('tells empty, not a number and negative apart', () => {
    expect(parsePriceInput('  ')).toEqual({ kind: 'empty' });
    expect(parsePriceInput('12k')).toEqual({ kind: 'invalid' });
    expect(parsePriceInput('1e5')).toEqual({ kind: 'invalid' });
    expect(parsePriceInput('-1')).toEqual({ kind: 'negative' });
  });

  it('previews as buyers will see it: per month, LPA for salaries, Free', () => {
    expect(pricePreview('15000', 'month')).toBe('₹15,000/month');
    expect(pricePreview('450000', 'year')).toBe('₹4.5 LPA');
    expect(pricePreview('150000', 'fixed')).toBe('₹1,50,000');
    expect(pricePreview('', 'free')).toBe('Free');
    expect(pricePreview('abc', 'fixed')).toBeNull();
  });

  it('sends null for free ads and a number otherwise', () => {
    expect(priceForPayload('500', 'free')).toBeNull();
    expect(priceForPayload('6,500', 'negotiable')).toBe(6500);
  });
});
