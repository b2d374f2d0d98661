import { AUTH_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionsService } from '../modules/auth/sessions.service.ts';
import { AppError } from './errors.ts';

export const SESSION_COOKIE = 'mohalla_session';

declare module 'fastify' {
  interface FastifyRequest {
    sessionId: string | null;
  }
}

/** Reads the session cookie on API requests and sets request.viewer; an invalid cookie is simply a visitor. */
export function registerSessions(app: FastifyInstance, sessions: SessionsService): void {
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resolved = await sessions.resolve(token);
    if (!resolved) return;
    request.viewer = { userId: resolved.userId };
    request.sessionId = resolved.sessionId;
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in user's id, or a 401 with a clear message. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return request.viewer.userId;
}
