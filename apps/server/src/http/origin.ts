import { AUTH_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a mutating API request must carry an Origin naming this site (the
 * configured public URL, or the host the request was sent to). Server-to-server callers that cannot send
 * one (the payment webhook) are listed as exempt and authenticate themselves.
 */
export function registerOriginCheck(app: FastifyInstance, options: { publicUrl: string; exemptPaths: string[] }): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0]!;
    if (options.exemptPaths.includes(path)) return;
    const origin = request.headers.origin;
    const hostOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
    if (!origin || (origin !== publicOrigin && origin !== hostOrigin)) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.foreignOrigin);
    }
  });
}
