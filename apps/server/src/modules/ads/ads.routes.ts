import { AdIdParamsSchema, AdListQuerySchema } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { AdsService } from './ads.service.ts';

export function adsRoutes(app: FastifyInstance, service: AdsService): void {
  app.get('/ads', async (request) => {
    const query = parseInput(AdListQuerySchema, request.query);
    return service.list(query, viewerOf(request));
  });

  app.get('/ads/:id', async (request, reply) => {
    const { id } = parseInput(AdIdParamsSchema, request.params);
    const viewer = viewerOf(request);
    const data = await service.detail(id, viewer, {
      userId: viewer?.userId,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    // Contact fields depend on the caller, so shared caches must not keep this.
    reply.header('cache-control', 'private, no-store');
    return { success: true, data };
  });
}
