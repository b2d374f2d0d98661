import { AUTH_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import { requestLanguage } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import { setSessionCookie } from '../../base/viewer.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { GoogleSignInError, type GoogleAuth, type GoogleLoginState } from './google.ts';
import { signInWithGoogle } from './google-accounts.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { chosenLanguage, followAccountLanguage } from './sign-in-language.ts';

const STATE_COOKIE = 'mohalla_oauth';
const STATE_PATH = '/api/auth/google';

type Deps = { google: GoogleAuth | null; sessions: SessionsService; users: UsersRepository; publicUrl: string; secureCookies: boolean };

export function googleRoutes(app: FastifyInstance, { google, sessions, users, publicUrl, secureCookies }: Deps): void {
  route(app, 'GET /auth/providers', {}, async () => ({ success: true, data: { google: google !== null } }));

  route(app, 'GET /auth/google', { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } }, async ({ query, request, reply }) => {
    if (!google) throw new AppError('NOT_FOUND', AUTH_MESSAGES.googleDisabled);
    try {
      const { url, saved } = await google.start(query.returnTo ?? '/dashboard');
      // PKCE verifier, state and nonce ride in a signed, HttpOnly cookie scoped to the callback for ten minutes.
      reply.setCookie(STATE_COOKIE, JSON.stringify(saved), {
        path: STATE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url);
    } catch (err) {
      request.log.error({ err }, 'Google sign-in could not start');
      return reply.redirect(`/login?error=failed&message=${encodeURIComponent('Google is not reachable right now.')}`);
    }
  });

  // The provider's parameters (code, state, error) are read from the URL by the OpenID client itself.
  route(app, 'GET /auth/google/callback', {}, async ({ request, reply }) => {
    if (!google) throw new AppError('NOT_FOUND', AUTH_MESSAGES.googleDisabled);
    const fail = (reason: string, message: string) =>
      reply.clearCookie(STATE_COOKIE, { path: STATE_PATH }).redirect(`/login?error=${reason}&message=${encodeURIComponent(message)}`);
    const raw = request.cookies[STATE_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return fail('failed', 'The sign-in took too long or was started elsewhere. Please try again.');
    const saved = JSON.parse(unsigned.value) as GoogleLoginState;
    try {
      const identity = await google.finish(new URL(request.url, publicUrl), saved);
      const chosen = chosenLanguage(request);
      const user = await signInWithGoogle(users, identity, { chosen, page: requestLanguage(request) });
      if (request.sessionId) await sessions.destroy(request.sessionId);
      const { token, expiresAt } = await sessions.create(user.id);
      setSessionCookie(reply, token, expiresAt, secureCookies);
      followAccountLanguage(reply, chosen, user, secureCookies);
      return reply.clearCookie(STATE_COOKIE, { path: STATE_PATH }).redirect(saved.returnTo);
    } catch (err) {
      if (err instanceof GoogleSignInError) return fail(err.reason, err.message);
      request.log.warn({ err }, 'Google sign-in failed');
      return fail('failed', (err as Error).message || 'Unknown error occurred');
    }
  });
}
