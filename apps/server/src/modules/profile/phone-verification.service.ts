import crypto from 'node:crypto';
import { AUTH_MESSAGES, LIMITS } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { createKeyedLimiter } from '../../base/limiter.ts';
import type { SmsSender } from '../../notifications/sms.ts';
import { otpSmsText } from '../../notifications/texts/otp-sms.ts';
import type { User, UsersRepository } from '../users/users.repository.ts';
import type { OtpRepository } from './otp.repository.ts';

const OTP_LIFE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

/** Keyed by user, so a code sent to one account can never verify another. */
const hashCode = (userId: string, code: string) => crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex');

export function createPhoneVerificationService(deps: { otp: OtpRepository; users: UsersRepository; sms: SmsSender }) {
  const sendLimiter = createKeyedLimiter({ max: 5, windowMs: 60 * 60_000, message: 'Too many OTP requests. Please try again in an hour.' });

  return {
    /** Sends a 6-digit code in the person's language; at most one every 60 s per user. Answers the seconds until the next send. */
    async send(userId: string, phone: string): Promise<{ resendAfter: number }> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.noUser);
      const latest = await deps.otp.latest(userId);
      const waitMs = latest ? latest.createdAt.getTime() + LIMITS.otpResendSeconds * 1000 - Date.now() : 0;
      if (waitMs > 0) throw new AppError('RATE_LIMITED', `${AUTH_MESSAGES.otpWait} (${Math.ceil(waitMs / 1000)} s)`);
      sendLimiter.hit(userId);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.otp.create({ userId, phone, codeHash: hashCode(userId, code), expiresAt: new Date(Date.now() + OTP_LIFE_MS) });
      await deps.sms.send(phone, otpSmsText(user.language, code));
      return { resendAfter: LIMITS.otpResendSeconds };
    },

    async verify(userId: string, code: string): Promise<User> {
      const latest = await deps.otp.latest(userId);
      if (!latest || latest.consumedAt) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.otpInvalid);
      if (latest.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.otpExpired);
      // The try is counted in the database before the code is compared, so simultaneous guesses cannot share one.
      const attempts = await deps.otp.takeAttempt(latest.id, MAX_ATTEMPTS);
      if (attempts === null) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.otpTooManyAttempts);
      const matches = crypto.timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), Buffer.from(hashCode(userId, code), 'hex'));
      if (!matches) {
        throw new AppError(
          attempts >= MAX_ATTEMPTS ? 'RATE_LIMITED' : 'BAD_REQUEST',
          attempts >= MAX_ATTEMPTS ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.otpInvalid,
        );
      }
      if (!(await deps.otp.consume(latest.id))) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.otpInvalid);
      return deps.users.update(userId, { phone: latest.phone, phoneVerifiedAt: new Date() });
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
