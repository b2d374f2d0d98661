import { describe, expect, it } from 'vitest';
import { isVerifiedSeller } from './verified-seller.ts';

const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('isVerifiedSeller', () => {
  it('needs a verified phone and an account at least the set number of days old', () => {
    expect(isVerifiedSeller({ phone_verified_at: daysAgo(1), created_at: daysAgo(30) }, 30, now)).toBe(true);
    expect(isVerifiedSeller({ phone_verified_at: daysAgo(1), created_at: daysAgo(400).toISOString() }, 30, now)).toBe(true);
  });

  it('refuses a young account even with a verified phone', () => {
    expect(isVerifiedSeller({ phone_verified_at: daysAgo(0), created_at: daysAgo(29.9) }, 30, now)).toBe(false);
  });

  it('refuses an unverified phone however old the account (no "verified true" by default)', () => {
    expect(isVerifiedSeller({ phone_verified_at: null, created_at: daysAgo(3000) }, 30, now)).toBe(false);
  });

  it('takes 0 days as "a verified phone is enough"', () => {
    expect(isVerifiedSeller({ phone_verified_at: now, created_at: now }, 0, now)).toBe(true);
  });
});
