import type { Profile } from '@mohalla/shared';

export type ProfileFormValues = { displayName: string; phone: string; location: string; bio: string };
export const PROFILE_FIELDS = ['displayName', 'phone', 'location', 'bio'] as const;

/** The editable fields as the form holds them (empty strings, never null). Cancel resets to this. */
export const toFormValues = (profile: Profile): ProfileFormValues => ({
  displayName: profile.displayName,
  phone: profile.phone ?? '',
  location: profile.location ?? '',
  bio: profile.bio ?? '',
});

/** Whether Save would change anything, so an unchanged form does not call the server. */
export const hasChanges = (values: ProfileFormValues, saved: ProfileFormValues) =>
  PROFILE_FIELDS.some((field) => values[field].trim() !== saved[field].trim());

/**
 * Keeps a phone input to 10 digits while people type or paste "+91 98480 12345" or "098480 12345".
 * (The same rule as the sign-up form's; features do not import each other.)
 */
export function toPhoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}
