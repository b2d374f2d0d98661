import type { Profile, ProfileUpdate } from '@mohalla/shared';

export const PROFILE_FIELDS = ['displayName', 'phone', 'location', 'bio'] as const;
export type ProfileFormValues = Record<(typeof PROFILE_FIELDS)[number], string>;

/** The editable fields as the form holds them (empty strings, never null). Cancel resets to this. */
export const toFormValues = (profile: Profile): ProfileFormValues => ({
  displayName: profile.displayName,
  phone: profile.phone ?? '',
  location: profile.location ?? '',
  bio: profile.bio ?? '',
});

/**
 * Whether Save would change anything, judged on what would be sent (the parsed update: trimmed, phone normalised,
 * blanks left out, which the server stores as cleared), so an unchanged form does not call the server.
 */
export const hasChanges = (update: ProfileUpdate, saved: Profile) =>
  update.displayName !== saved.displayName ||
  (update.phone ?? null) !== saved.phone ||
  (update.location ?? null) !== saved.location ||
  (update.bio ?? null) !== saved.bio;
