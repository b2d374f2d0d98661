import type { FastifyInstance } from 'fastify';

/**
 * One line per request with method, path, status and time. The query string is left out because it
 * can carry emails and search text, and no IP address is logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}
