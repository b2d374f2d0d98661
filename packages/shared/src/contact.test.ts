import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact.ts';

describe('ContactMessageSchema', () => {
  it('accepts the form with optional phone and subject left blank', () => {
    expect(ContactMessageSchema.parse({ name: ' Asha ', email: 'asha@example.com', phone: '', subject: '', message: 'Hello' })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Hello',
    });
  });

  it('needs name, email and message with the spec text', () => {
    const result = ContactMessageSchema.safeParse({ name: '', email: 'asha@example.com', message: '' });
    expect(result.error?.issues[0]?.message).toBe('Please fill in all required fields');
  });

  it('only takes the spec subjects', () => {
    expect(ContactMessageSchema.safeParse({ name: 'A', email: 'a@b.co', message: 'm', subject: 'billing' }).success).toBe(true);
    expect(ContactMessageSchema.safeParse({ name: 'A', email: 'a@b.co', message: 'm', subject: 'other' }).success).toBe(false);
  });
});
