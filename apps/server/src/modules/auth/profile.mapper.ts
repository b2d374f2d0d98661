import { handleChangeableAt, type Profile } from '@mohalla/shared';
import type { User } from '../users/users.repository.ts';

/** The profile with the spec's field names (uid, displayName, photoURL, ...). */
export function toProfile(user: User): Profile {
  return {
    uid: user.id,
    email: user.email,
    displayName: user.displayName || 'User',
    handle: user.handle,
    handleChangeableAt: handleChangeableAt(user.handleChangedAt)?.toISOString() ?? null,
    photoURL: user.photoUrl,
    phone: user.phone,
    location: user.locationId,
    bio: user.bio,
    phoneVerified: user.phoneVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    hasPassword: user.passwordHash !== null,
    hasGoogle: user.googleSub !== null,
    messageEmails: user.messageEmails,
    marketingEmails: user.marketingEmails,
    // The server guards every admin endpoint anyway; this only decides whether the web offers the console.
    isOperator: user.role === 'operator' && user.suspendedAt === null,
    language: user.language,
  };
}
