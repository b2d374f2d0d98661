import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../base/viewer.ts';
import type { SessionsService } from '../modules/auth/sessions.service.ts';

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
