import { AppError } from '../../base/app-error.ts';
import { createBackoff, type Backoff, type BackoffOptions } from '../../base/backoff.ts';
import type { KnownDevice } from '../../base/device-cookie.ts';

/** Who is trying: their address (null when RATE_LIMIT_ALLOWLIST exempts it) and their device cookie, if any. */
export type SignInClient = { address: string | null; device: KnownDevice | null };

const MINUTE = 60_000;
const curve = (freeFailures: number): BackoffOptions => ({
  freeFailures,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
});
/** Addresses remembered per account as having signed in to it. */
const KNOWN_ADDRESSES = 10;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const waitText = (ms: number) => (ms < 90_000 ? plural(Math.ceil(ms / 1000), 'second') : plural(Math.ceil(ms / MINUTE), 'minute'));

/**
 * Slows password guessing without locking the owner out (decision 018). A client that signed in to the account
 * before (its browser holds the account's device cookie, or its address signed in to it) is known: its failures
 * slow only itself. Failures of unknown clients slow the account for every unknown client, and their address
 * for every account. Each key gets growing delays, never a lock, and a wait is answered before the password is
 * checked, so waiting attempts learn nothing and cost no hashing.
 */
export function createSignInGuard() {
  const accounts = createBackoff(curve(5));
  const addresses = createBackoff(curve(10));
  const knownClients = createBackoff(curve(5));
  const knownAddresses = new Map<string, string[]>();

  const knownKey = (email: string, userId: string | undefined, client: SignInClient) => {
    if (userId && client.device?.userId === userId) return `device:${client.device.deviceId}`;
    if (client.address && knownAddresses.get(email)?.includes(client.address)) return `address:${email}:${client.address}`;
    return null;
  };
  const remember = (email: string, address: string) => {
    const kept = (knownAddresses.get(email) ?? []).filter((a) => a !== address).slice(-(KNOWN_ADDRESSES - 1));
    knownAddresses.delete(email);
    // A bounded map: the accounts that signed in least recently are forgotten first.
    if (knownAddresses.size >= 100_000) knownAddresses.delete(knownAddresses.keys().next().value!);
    knownAddresses.set(email, [...kept, address]);
  };

  return {
    /**
     * Starts an attempt on the account `email` (with its user id when it exists): a 429 naming the wait when
     * this client must wait; else the attempt counts as failed unless `succeeded` is called.
     */
    begin(email: string, userId: string | undefined, client: SignInClient) {
      const known = knownKey(email, userId, client);
      const address = client.address === null ? null : `address:${client.address}`;
      const waits = known ? [knownClients.waitMs(known)] : [accounts.waitMs(email), address ? addresses.waitMs(address) : 0];
      const wait = Math.max(...waits);
      if (wait > 0) {
        throw new AppError(
          'RATE_LIMITED',
          `Too many sign-in attempts. Please wait ${waitText(wait)} and try again, or reset your password.`,
        );
      }
      // Counted as failed before the password is judged, so simultaneous guesses each meet the ones before them.
      const keys: Array<[Backoff, string]> = known
        ? [[knownClients, known]]
        : [[accounts, email], ...(address ? [[addresses, address] as [Backoff, string]] : [])];
      for (const [backoff, key] of keys) backoff.fail(key);
      return {
        succeeded() {
          for (const [backoff, key] of keys) backoff.forgive(key);
          if (known) knownClients.clear(known);
          if (client.address) remember(email, client.address);
        },
      };
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
