import { describe, expect, it } from 'vitest';
import { drawnUrl } from './spa.ts';

describe('drawnUrl', () => {
  it('keeps what a browse page reads, in one order, and nothing else', () => {
    expect(drawnUrl('/categories/jobs?utm_source=whatsapp&sort=recent&location=ecil')).toBe('/categories/jobs?location=ecil&sort=recent');
    expect(drawnUrl('/categories?search=2%20bhk&page=2&after=abc&focus=search')).toBe('/categories?after=abc&page=2&search=2+bhk');
  });

  it('draws home and ad pages for their path alone', () => {
    expect(drawnUrl('/?utm_source=whatsapp&search=x')).toBe('/');
    expect(drawnUrl('/ad/42?fbclid=1')).toBe('/ad/42');
  });
});
