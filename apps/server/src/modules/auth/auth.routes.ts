import { AUTH_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import { route } from '../../base/route.ts';
import { readDeviceCookie, setDeviceCookie } from '../../base/device-cookie.ts';
import { requestLanguage } from '../../base/language.ts';
import { clearSessionCookie, setSessionCookie } from '../../base/viewer.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AuthService } from './auth.service.ts';
import { toProfile } from './profile.mapper.ts';
import type { SessionsService } from './sessions.service.ts';
import { chosenLanguage, followAccountLanguage } from './sign-in-language.ts';

type Deps = {
  auth: AuthService;
  sessions: SessionsService;
  users: UsersRepository;
  secureCookies: boolean;
  /** RATE_LIMIT_ALLOWLIST: addresses exempt from per-address limits, the sign-in delays included. */
  exemptAddresses: string[];
};

const perAddress = (max: number, minutes: number) => ({ config: { rateLimit: { max, timeWindow: `${minutes} minutes` } } });

export function authRoutes(app: FastifyInstance, { auth, sessions, users, secureCookies, exemptAddresses }: Deps): void {
  /** A fresh token at every sign-in, so a token planted before sign-in is worth nothing after it. */
  const startSession = async (reply: FastifyReply, userId: string, oldSessionId: string | null) => {
    if (oldSessionId) await sessions.destroy(oldSessionId);
    const { token, expiresAt } = await sessions.create(userId);
    setSessionCookie(reply, token, expiresAt, secureCookies);
    // This browser now knows the account: a stranger's wrong guesses will not slow its next sign-in.
    setDeviceCookie(reply, userId, readDeviceCookie(reply.request), secureCookies);
  };

  route(app, 'POST /auth/signup', perAddress(10, 60), async ({ body, request, reply }) => {
    const user = await auth.signup(body, requestLanguage(request));
    await startSession(reply, user.id, request.sessionId);
    followAccountLanguage(reply, chosenLanguage(request), user, secureCookies);
    reply.status(201);
    return { success: true, data: toProfile(user) };
  });

  route(app, 'POST /auth/login', perAddress(20, 15), async ({ body, request, reply }) => {
    const address = exemptAddresses.includes(request.ip) ? null : request.ip;
    const chosen = chosenLanguage(request);
    const user = await auth.login(body, { address, device: readDeviceCookie(request) }, chosen);
    await startSession(reply, user.id, request.sessionId);
    followAccountLanguage(reply, chosen, user, secureCookies);
    return { success: true, data: toProfile(user) };
  });

  route(app, 'POST /auth/logout', {}, async ({ request, reply }) => {
    if (request.sessionId) await sessions.destroy(request.sessionId);
    clearSessionCookie(reply, secureCookies);
    return { success: true, message: 'Signed out' };
  });

  route(app, 'GET /auth/me', {}, async ({ userId, reply }) => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: toProfile(user) };
  });

  route(app, 'POST /auth/forgot-password', perAddress(5, 15), async ({ body: { email } }) => {
    await auth.requestPasswordReset(email);
    return { success: true, message: AUTH_MESSAGES.resetSent };
  });

  route(app, 'POST /auth/reset-password', perAddress(10, 15), async ({ body, request, reply }) => {
    const chosen = chosenLanguage(request);
    const user = await auth.resetPassword(body.token, body.password, chosen);
    // Every other session of the account ends: whoever knew the old password is signed out.
    await sessions.destroyAllFor(user.id);
    await startSession(reply, user.id, null);
    followAccountLanguage(reply, chosen, user, secureCookies);
    return { success: true, message: AUTH_MESSAGES.passwordUpdated, data: toProfile(user) };
  });
}
