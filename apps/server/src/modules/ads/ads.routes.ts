import { AdIdParamsSchema, AdListQuerySchema } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ResponseCache } from '../../http/response-cache.ts';
import type { AdsService } from './ads.service.ts';

/** `visitorLists`: the same list for every visitor, cached briefly (null when LIST_CACHE_SECONDS is 0). */
export function adsRoutes(app: FastifyInstance, service: AdsService, visitorLists: ResponseCache | null): void {
  app.get('/ads', async (request, reply) => {
    const query = parseInput(AdListQuerySchema, request.query);
    const viewer = viewerOf(request);
    // Signed-in people get contact fields and must see their own changes at once, so they always go to the database.
    if (viewer || !visitorLists) return service.list(query, viewer);
    // The parsed query has a fixed key order and defaults filled in, so equal lists share one key.
    return visitorLists.send(request, reply, JSON.stringify(query), () => service.list(query, null));
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
