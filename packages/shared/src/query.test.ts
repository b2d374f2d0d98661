import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from './query.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error);
};

describe('describeZodError', () => {
  it("names the field in front of zod's own generic messages", () => {
    expect(messageOf(z.object({ planId: z.number() }), { planId: 'x' })).toMatch(/^planId: Invalid input/);
    expect(messageOf(z.object({ sort: z.enum(['a', 'b']) }), { sort: 'c' })).toMatch(/^sort: Invalid option/);
  });

  it('shows the product texts as written, even when they start with "Invalid"', () => {
    const plan = z.object({ planId: z.number({ error: 'Invalid Plan - No payment plan selected. Please try again.' }) });
    expect(messageOf(plan, {})).toBe('Invalid Plan - No payment plan selected. Please try again.');
    expect(messageOf(z.object({ otp: z.string().regex(/^\d{6}$/, 'Invalid OTP. Please try again.') }), { otp: '1' })).toBe(
      'Invalid OTP. Please try again.',
    );
  });
});
