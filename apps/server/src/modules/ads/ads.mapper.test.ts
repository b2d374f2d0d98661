import { describe, expect, it } from 'vitest';
import { variantUrl } from './ads.mapper.ts';

const urlFor = (key: string) => `/media/${key}`;
// As the image pipeline writes them, and in an order that is not by width.
const variants = { '1600': 'ab/1600.webp', '320': 'ab/320.webp', '800': 'ab/800.webp' };

describe('variantUrl', () => {
  it('picks the widest variant not wider than wanted', () => {
    expect(variantUrl(variants, 800, urlFor)).toBe('/media/ab/800.webp');
    expect(variantUrl(variants, 1000, urlFor)).toBe('/media/ab/800.webp');
    expect(variantUrl(variants, 320, urlFor)).toBe('/media/ab/320.webp');
    expect(variantUrl(variants, Number.MAX_SAFE_INTEGER, urlFor)).toBe('/media/ab/1600.webp');
  });

  it('falls back to the narrowest when every variant is wider than wanted, and to nothing when there is none', () => {
    expect(variantUrl(variants, 100, urlFor)).toBe('/media/ab/320.webp');
    expect(variantUrl({ '1600': 'cd/1600.webp', '800': 'cd/800.webp' }, 320, urlFor)).toBe('/media/cd/800.webp');
    expect(variantUrl({}, 800, urlFor)).toBe('');
  });
});
