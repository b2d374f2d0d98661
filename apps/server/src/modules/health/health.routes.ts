import { MESSAGES } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/health', async (request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok', db: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', db: 'unavailable', message: MESSAGES.unavailable });
    }
  });
}
