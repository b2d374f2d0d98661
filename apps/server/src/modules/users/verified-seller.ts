const DAY_MS = 86_400_000;

/**
 * The Verified badge means what it says (decision 027): a phone number proved by OTP and an account at least
 * `minDays` old, so a scammer cannot sign up, verify a throwaway SIM and look trusted the same afternoon.
 */
export function isVerifiedSeller(
  owner: { phone_verified_at: Date | string | null; created_at: Date | string },
  minDays: number,
  now: Date = new Date(),
): boolean {
  if (owner.phone_verified_at === null) return false;
  return now.getTime() - new Date(owner.created_at).getTime() >= minDays * DAY_MS;
}
