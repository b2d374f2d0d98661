import { LoginSchema, SignupSchema } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { firstInvalid, toFieldErrors } from './field-errors';

describe('toFieldErrors', () => {
  it('keeps the first message per field, with the shared schema texts', () => {
    const result = SignupSchema.safeParse({ name: '', email: 'nope', phone: '12345', password: 'short', confirmPassword: 'other' });
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error!);
    expect(errors).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid 10-digit phone number',
      password: 'Password must be at least 8 characters',
    });
  });

  it('says them in the page’s language (issue 21)', () => {
    const result = SignupSchema.safeParse({ name: '', email: 'nope', phone: '12345', password: 'short', confirmPassword: 'short' });
    expect(toFieldErrors(result.error!, 'te')).toMatchObject({
      name: 'పేరు అవసరం',
      phone: 'దయచేసి సరైన 10 అంకెల ఫోన్ నంబర్ ఇవ్వండి',
      password: 'పాస్‌వర్డ్ కనీసం 8 అక్షరాలు ఉండాలి',
    });
    expect(toFieldErrors(result.error!, 'hi')).toMatchObject({ email: 'कृपया सही ईमेल पता डालें' });
  });

  it('puts the mismatch on confirmPassword', () => {
    const result = SignupSchema.safeParse({
      name: 'A',
      email: 'a@b.in',
      phone: '9876543210',
      password: 'Long-enough-1',
      confirmPassword: 'Long-enough-2',
    });
    expect(toFieldErrors(result.error!)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('finds the first invalid field in form order', () => {
    const result = LoginSchema.safeParse({ email: 'x', password: '' });
    const errors = toFieldErrors(result.error!);
    expect(firstInvalid(['email', 'password'], errors)).toBe('email');
    expect(firstInvalid(['password', 'email'], errors)).toBe('password');
    expect(firstInvalid(['email'], {})).toBeUndefined();
  });
});
