import crypto from 'node:crypto';

/** What PhonePe sends in the webhook's Authorization header: hex SHA-256 of "username:password". */
export const webhookAuthorization = (username: string, password: string): string =>
  crypto.createHash('sha256').update(`${username}:${password}`).digest('hex');

/**
 * Constant-time comparison of the header with the expected value. Both sides are hashed first so that
 * timingSafeEqual gets equal lengths and the time taken says nothing about the length of the secret.
 */
export function isWebhookAuthorized(header: string | undefined, username: string, password: string): boolean {
  if (!header) return false;
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(header.trim()), digest(webhookAuthorization(username, password)));
}
