import { z } from 'zod';
import { HANDLE_CHANGE_DAYS } from './api-messages.ts';
export { HANDLE_CHANGE_DAYS, HANDLE_MESSAGES } from './api-messages.ts';

/**
 * A person's public handle (/user/{handle}): lower-case Latin letters, digits and dashes. Never an email, and
 * not the display name itself, so a profile's address tells nothing private and two people with one name differ.
 */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;
export const HANDLE_MESSAGE = 'A handle is 3 to 30 lower-case letters, digits or dashes, starting and ending with a letter or digit';

/** The handle a name suggests (as the users migration made them): its Latin letters and digits, "seller" if none. */
export function handleFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 23)
    .replace(/^-+|-+$/g, '');
  return slug || 'seller';
}

/** Any handle that exists: the migration and sign-up made some of 1 or 2 characters from short names. Lookups only. */
const STORED_HANDLE = /^[a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])?$/;
export const isHandle = (text: string): boolean => STORED_HANDLE.test(text);

/** Handles nobody can choose: they would read as the site speaking. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'help',
  'mohalla',
  'mohalla-ads',
  'mohallaads',
  'moderator',
  'official',
  'phonepe',
  'staff',
  'support',
  'team',
]);

/** When a handle last changed at `changedAt` may change again; null when it may change now. */
export function handleChangeableAt(changedAt: Date | string | null, now: Date = new Date()): Date | null {
  if (!changedAt) return null;
  const next = new Date(new Date(changedAt).getTime() + HANDLE_CHANGE_DAYS * 86_400_000);
  return next > now ? next : null;
}

/** PUT /api/profile/handle: typed in any case, kept in lower case. */
export const HandleUpdateSchema = z.object({
  handle: z.string({ error: HANDLE_MESSAGE }).trim().toLowerCase().regex(HANDLE_PATTERN, HANDLE_MESSAGE),
});
export type HandleUpdate = z.infer<typeof HandleUpdateSchema>;
