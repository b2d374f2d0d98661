import { describe, expect, it } from 'vitest';
import { callablePhone, telHref, whatsappChatHref, whatsappShareHref } from './contact-links';

describe('callablePhone', () => {
  it('keeps the 10 digits of an Indian number however it was typed', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '91-9876543210', '09876543210', ' 98765-43210 ']) {
      expect(callablePhone(typed)).toBe('9876543210');
    }
  });

  it('treats a missing, short or 0000000000 number as not available', () => {
    for (const typed of [null, undefined, '', '0000000000', '+91 0000000000', '12345']) {
      expect(callablePhone(typed)).toBeNull();
    }
  });
});

describe('contact links', () => {
  it('builds tel:+91 and wa.me/91 links with the message encoded', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(whatsappChatHref('9876543210', 'Hi & "bye"')).toBe('https://wa.me/919876543210?text=Hi%20%26%20%22bye%22');
    expect(whatsappShareHref('Look: http://x/ad/1')).toBe('https://wa.me/?text=Look%3A%20http%3A%2F%2Fx%2Fad%2F1');
  });
});
