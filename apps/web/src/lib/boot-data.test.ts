import { describe, expect, it } from 'vitest';
import { bootKey } from './boot-data';

describe('bootKey', () => {
  it('gives the same key for the same parameters in any order, as the server writes them', () => {
    expect(bootKey('/ads?sort=recent&page=1&limit=12&category=electronics')).toBe('/ads?category=electronics&limit=12&page=1&sort=recent');
    expect(bootKey('/ads?search=2%20bhk&limit=12')).toBe(bootKey('/ads?limit=12&search=2+bhk'));
  });

  it('keeps different lists apart', () => {
    expect(bootKey('/ads?page=1&limit=12')).not.toBe(bootKey('/ads?page=2&limit=12'));
    expect(bootKey('/ads?limit=12')).not.toBe(bootKey('/categories?limit=12'));
  });
});
