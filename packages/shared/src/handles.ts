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
