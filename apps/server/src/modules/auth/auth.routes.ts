import { AUTH_MESSAGES, ForgotPasswordSchema, LoginSchema, ResetPasswordSchema, SignupSchema } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, parseInput } from '../../http/errors.ts';
import { clearSessionCookie, requireUserId, setSessionCookie } from '../../http/session.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AuthService } from './auth.service.ts';
import { toProfile } from './profile.mapper.ts';
import type { SessionsService } from './sessions.service.ts';

type Deps = { auth: AuthService; sessions: SessionsService; users: UsersRepository; secureCookies: boolean };

const perAddress = (max: number, minutes: number) => ({ config: { rateLimit: { max, timeWindow: `${minutes} minutes` } } });

export function authRoutes(app: FastifyInstance, { auth, sessions, users, secureCookies }: Deps): void {
  /** A fresh token at every sign-in, so a token planted before sign-in is worth nothing after it. */
  const startSession = async (reply: FastifyReply, userId: string, oldSessionId: string | null) => {
    if (oldSessionId) await sessions.destroy(oldSessionId);
    const { token, expiresAt } = await sessions.create(userId);
    setSessionCookie(reply, token, expiresAt, secureCookies);
  };

  app.post('/auth/signup', perAddress(10, 60), async (request, reply) => {
    const input = parseInput(SignupSchema, request.body ?? {});
    const user = await auth.signup(input);
    await startSession(reply, user.id, request.sessionId);
    return reply.status(201).send({ success: true, data: toProfile(user) });
  });

  app.post('/auth/login', perAddress(20, 15), async (request, reply) => {
    const user = await auth.login(parseInput(LoginSchema, request.body ?? {}));
    await startSession(reply, user.id, request.sessionId);
    return { success: true, data: toProfile(user) };
  });

  app.post('/auth/logout', async (request, reply) => {
    if (request.sessionId) await sessions.destroy(request.sessionId);
    clearSessionCookie(reply, secureCookies);
    return { success: true, message: 'Signed out' };
  });

  app.get('/auth/me', async (request, reply) => {
    const user = await users.findById(requireUserId(request));
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: toProfile(user) };
  });

  app.post('/auth/forgot-password', perAddress(5, 15), async (request) => {
    const { email } = parseInput(ForgotPasswordSchema, request.body ?? {});
    await auth.requestPasswordReset(email);
    return { success: true, message: AUTH_MESSAGES.resetSent };
  });

  app.post('/auth/reset-password', perAddress(10, 15), async (request, reply) => {
    const input = parseInput(ResetPasswordSchema, request.body ?? {});
    const user = await auth.resetPassword(input.token, input.password);
    // Every other session of the account ends: whoever knew the old password is signed out.
    await sessions.destroyAllFor(user.id);
    await startSession(reply, user.id, null);
    return { success: true, message: AUTH_MESSAGES.passwordUpdated, data: toProfile(user) };
  });
}
