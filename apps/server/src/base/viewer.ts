import { AUTH_MESSAGES } from '@mohalla/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Who is asking decides what is sent: contact data only to signed-in callers. */
export type Viewer = { userId: string } | null;

export const SESSION_COOKIE = 'mohalla_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, set by the session hook (http/session.ts); null for visitors. */
    viewer: Viewer;
    /** Their session's id, to end it at sign-out or replace it at sign-in. */
    sessionId: string | null;
  }
}

export function viewerOf(request: FastifyRequest): Viewer {
  return request.viewer ?? null;
}

/** The signed-in person's id, or a 401 with a clear message. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
  return request.viewer.userId;
}

/** The session token travels only in an HttpOnly cookie, never in a body the page's script could read. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
