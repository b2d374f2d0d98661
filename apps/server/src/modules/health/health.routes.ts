import { MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { HealthRepository } from './health.repository.ts';

export function healthRoutes(app: FastifyInstance, health: HealthRepository): void {
  route(app, 'GET /health', {}, async ({ request, reply }) => {
    try {
      await health.ping();
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', db: 'unavailable', message: MESSAGES.unavailable });
    }
  });
}
