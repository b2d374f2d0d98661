import { describe, expect, it } from 'vitest';
import { readContactPrefill } from './use-contact-prefill';

describe('readContactPrefill', () => {
  it('reads the ad id and a known subject', () => {
    expect(readContactPrefill(new URLSearchParams('adId=123&subject=support'))).toEqual({ adId: 123, subject: 'support' });
  });

  it('ignores unknown subjects and ids that are not positive whole numbers', () => {
    for (const query of ['adId=abc&subject=spam', 'adId=-4', 'adId=1.5', 'adId=0', '']) {
      expect(readContactPrefill(new URLSearchParams(query))).toEqual({ adId: undefined, subject: '' });
    }
  });
});
