import { AUTH_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../base/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: every mutating request must carry an Origin naming this site (the
 * configured public URL, or the host the request was sent to), whatever its path: the router decodes paths
 * ("/%61pi/auth/login" is /api/auth/login), so a check on the raw path could be walked around. What counts is
 * the route the request reached, which no spelling of the path can change. Callers that cannot send an Origin
 * (the payment webhook, the local PhonePe sandbox standing in for another site) are exempt by that route, and
 * authenticate themselves.
 */
export function registerOriginCheck(app: FastifyInstance, options: { publicUrl: string; exemptRoutes: (route: string) => boolean }): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    // A request no route answers changes nothing; it gets its 404.
    if (route === undefined || options.exemptRoutes(route)) return;
    const origin = request.headers.origin;
    const hostOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
    if (!origin || (origin !== publicOrigin && origin !== hostOrigin)) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.foreignOrigin);
    }
  });
}
