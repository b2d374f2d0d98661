import { describe, expect, it } from 'vitest';
import { AD_MESSAGES, LIMITS } from '@mohalla/shared';
import en from '@/locales/en/post-ad.json';

/** The spec's exact texts must not drift from what the server says for the same cases. */
describe('post-ad texts', () => {
  it('match the shared ad messages (the step messages come from the shared schema itself)', () => {
    expect(en.messages.saved).toBe(AD_MESSAGES.saved);
    expect(en.messages.updated).toBe(AD_MESSAGES.updated);
    expect(en.messages.saveFailed).toBe(AD_MESSAGES.saveFailed);
    expect(en.messages.invalidEditId).toBe(AD_MESSAGES.invalidEditId);
    expect(en.messages.editLoadFailed).toBe(AD_MESSAGES.editLoadFailed);
    expect(en.images.full).toBe(AD_MESSAGES.tooManyImages);
    expect(LIMITS.imagesPerAd).toBe(10);
  });

  it('keep the step messages and picker texts word for word', () => {
    expect([AD_MESSAGES.step1, AD_MESSAGES.step2, AD_MESSAGES.step3, AD_MESSAGES.required]).toEqual([
      'Please fill in all required fields',
      'Please fill in location and price',
      'Please fill in contact information',
      'Please fill in all required fields',
    ]);
    expect(en.images.truncated).toBe('Only {{n}} more images allowed. Selecting first {{n}} images.');
    expect(en.images.uploaded).toBe('{{n}} image(s) uploaded successfully!');
    expect(en.images.tooLarge).toBe('Some files are too large. Maximum size allowed is 50MB. Large files: {{names}}');
  });
});
