import { describe, expect, it } from 'vitest';
import { AdPriceSchema } from './ad-write.ts';
import { trimInvisible } from './text.ts';

describe('trimInvisible', () => {
  it('trims white space and invisible characters at both ends only', () => {
    expect(trimInvisible('\u200B\u202E Sai\u200Dram \u2069\uFEFF')).toBe('Sai\u200Dram');
    expect(trimInvisible('\u200B\u200C\u200D\u200E\u200F\u2060\u2066\u3164')).toBe('');
    expect(trimInvisible('నమస్కారం')).toBe('నమస్కారం');
  });
});

describe('AdPriceSchema', () => {
  it('reads whole rupees in decimal digits, with Indian grouping', () => {
    expect(AdPriceSchema.parse('1,50,000')).toBe(150_000);
    expect(AdPriceSchema.parse('6500.00')).toBe(6500);
    expect(AdPriceSchema.parse(' ')).toBeNull();
    expect(AdPriceSchema.parse(0)).toBe(0);
  });

  it.each([
    ['0x10', 'Price must be a number'],
    ['1e3', 'Price must be a number'],
    ['12k', 'Price must be a number'],
    ['99.5', 'Price must be in whole rupees'],
    [0.001, 'Price must be in whole rupees'],
    ['-5', 'Price cannot be negative'],
  ])('refuses %j: %s', (value, message) => {
    expect(AdPriceSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
