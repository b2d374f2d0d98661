import { ADMIN_MESSAGES, DEFAULT_LANGUAGE, type Language } from '@mohalla/shared';
import type { User, UsersRepository } from '../users/users.repository.ts';
import { GoogleSignInError, type GoogleIdentity } from './google.ts';
import { languageUpdate } from './sign-in-language.ts';

/** `chosen`: the browser's language cookie (saved to the account); `page`: the request's language, for a new account. */
export type SignInLanguages = { chosen?: Language | undefined; page: Language };

/**
 * Users are keyed by the provider's subject. A first Google sign-in whose verified email matches an existing
 * account links to it; an unverified email is never trusted to name an account.
 */
export async function signInWithGoogle(
  users: UsersRepository,
  identity: GoogleIdentity,
  languages: SignInLanguages = { page: DEFAULT_LANGUAGE },
): Promise<User> {
  const language = languageUpdate(languages.chosen);
  const now = new Date();
  const known = await users.findByGoogleSub(identity.sub);
  // A suspended person cannot sign in again (decision 025).
  if (known?.suspendedAt) throw new GoogleSignInError('suspended', ADMIN_MESSAGES.accountSuspended);
  if (known) return users.update(known.id, { lastLoginAt: now, photoUrl: known.photoUrl ?? identity.picture ?? null, ...language });
  if (!identity.email || !identity.emailVerified) {
    throw new GoogleSignInError('unverified', 'Your Google account has no verified email address.');
  }
  const byEmail = await users.findByEmail(identity.email);
  if (byEmail?.suspendedAt) throw new GoogleSignInError('suspended', ADMIN_MESSAGES.accountSuspended);
  if (byEmail) {
    const photoUrl = byEmail.photoUrl ?? identity.picture ?? null;
    return users.update(byEmail.id, { googleSub: identity.sub, lastLoginAt: now, photoUrl, ...language });
  }
  return users.create({
    email: identity.email,
    googleSub: identity.sub,
    displayName: identity.name?.trim() || identity.email.split('@')[0]!,
    photoUrl: identity.picture ?? null,
    lastLoginAt: now,
    // The sign-in page shows the consent notice above the Google button (DPDP Act 2023); no marketing mail.
    consentedAt: now,
    language: languages.page,
  });
}
