import crypto from 'node:crypto';
import { ADMIN_MESSAGES, AUTH_MESSAGES, type Language, type Login, type Signup } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { createKeyedLimiter } from '../../base/limiter.ts';
import { mailLink } from '../../notifications/mail-link.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import { passwordResetText } from '../../notifications/texts/password-reset.ts';
import type { User, UsersRepository } from '../users/users.repository.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { sha256 } from './sessions.service.ts';
import { createSignInGuard, type SignInClient } from './sign-in-guard.ts';
import { languageUpdate } from './sign-in-language.ts';

const RESET_LIFE_MS = 30 * 60_000;

type Deps = { users: UsersRepository; resets: PasswordResetsRepository; mailer: Mailer; publicUrl: string };

export function createAuthService({ users, resets, mailer, publicUrl }: Deps) {
  // Growing delays per account and per address, which never lock out a client that signed in before.
  const signInGuard = createSignInGuard();
  const resetLimiter = createKeyedLimiter({
    max: 3,
    windowMs: 60 * 60_000,
    message: 'Too many reset requests for this email. Please try again in an hour.',
  });

  return {
    /** `language`: the one the page was in (requestLanguage), so the first mails already come in it. */
    async signup(input: Signup, language: Language): Promise<User> {
      if (await users.findByEmail(input.email)) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
      try {
        return await users.create({
          email: input.email,
          displayName: input.name,
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
          lastLoginAt: new Date(),
          // The form shows the consent notice beside its button (DPDP Act 2023); marketing mail only if ticked.
          consentedAt: new Date(),
          marketingEmails: input.marketingEmails ?? false,
          language,
        });
      } catch (err) {
        // Two sign-ups racing for one email: the unique index decides, the loser gets the same answer.
        if ((err as { code?: string }).code === '23505' || String((err as Error).message).includes('unique'))
          throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
        throw err;
      }
    },

    /**
     * One message for an unknown email and a wrong password, and the same time spent on both. `chosen`: the
     * browser's language choice, saved to the account (the last choice wins).
     */
    async login(input: Login, client: SignInClient, chosen?: Language): Promise<User> {
      const user = await users.findByEmail(input.email);
      const attempt = signInGuard.begin(input.email, user?.id, client);
      if (!user?.passwordHash) {
        await burnPasswordCheck(input.password);
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
      attempt.succeeded();
      // Told only after the right password, so the message does not say which emails have accounts (decision 025).
      if (user.suspendedAt) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.accountSuspended);
      return users.update(user.id, { lastLoginAt: new Date(), ...languageUpdate(chosen) });
    },

    /** Always the same answer, so the form cannot be used to find out who has an account. */
    async requestPasswordReset(email: string): Promise<void> {
      resetLimiter.hit(email);
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = crypto.randomBytes(32).toString('base64url');
      await resets.create(sha256(token), user.id, new Date(Date.now() + RESET_LIFE_MS));
      const link = mailLink(`${publicUrl}/reset-password?token=${token}`, user.language);
      await mailer.send({ to: user.email, ...passwordResetText(user.language, { name: user.displayName, link }) });
    },

    async resetPassword(token: string, password: string, chosen?: Language): Promise<User> {
      const userId = await resets.consume(sha256(token));
      if (!userId) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetInvalid);
      if ((await users.findById(userId))?.suspendedAt) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.accountSuspended);
      return users.update(userId, { passwordHash: await hashPassword(password), lastLoginAt: new Date(), ...languageUpdate(chosen) });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
