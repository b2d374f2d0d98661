import { describe, expect, it } from 'vitest';
import { AD_MESSAGES, LIMITS } from '@mohalla/shared';
import en from '@/locales/en/post-ad.json';

/** The spec's exact texts (sections 5 and 8) must not drift from what the server says for the same cases. */
describe('post-ad texts', () => {
  it('match the shared ad messages', () => {
    expect(en.messages.step1).toBe(AD_MESSAGES.step1);
    expect(en.messages.step2).toBe(AD_MESSAGES.step2);
    expect(en.messages.step3).toBe(AD_MESSAGES.step3);
    expect(en.messages.required).toBe(AD_MESSAGES.required);
    expect(en.messages.saved).toBe(AD_MESSAGES.saved);
    expect(en.messages.updated).toBe(AD_MESSAGES.updated);
    expect(en.messages.saveFailed).toBe(AD_MESSAGES.saveFailed);
    expect(en.messages.invalidEditId).toBe(AD_MESSAGES.invalidEditId);
    expect(en.messages.editLoadFailed).toBe(AD_MESSAGES.editLoadFailed);
    expect(en.images.full).toBe(AD_MESSAGES.tooManyImages);
    expect(LIMITS.imagesPerAd).toBe(10);
  });

  it('keep the picker texts of spec section 5 word for word', () => {
    expect(en.images.truncated).toBe('Only {{n}} more images allowed. Selecting first {{n}} images.');
    expect(en.images.uploaded).toBe('{{n}} image(s) uploaded successfully!');
    expect(en.images.tooLarge).toBe('Some files are too large. Maximum size allowed is 50MB. Large files: {{names}}');
  });
});
