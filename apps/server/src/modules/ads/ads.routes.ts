import { AdIdParamsSchema, AdListQuerySchema } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ResponseCache } from '../../http/response-cache.ts';
import type { AdsService } from './ads.service.ts';

/**
 * Answers cached briefly (null when ADS_CACHE_SECONDS is 0, decision 013): `lists` keeps one copy of a list for
 * visitors and one for signed-in people (with the sellers' contact fields); `pages` keeps visitors' ad pages.
 */
export function adsRoutes(
  app: FastifyInstance,
  service: AdsService,
  { lists, pages }: { lists: ResponseCache | null; pages: ResponseCache | null },
): void {
  app.get('/ads', async (request, reply) => {
    const query = parseInput(AdListQuerySchema, request.query);
    const viewer = viewerOf(request);
    if (viewer) reply.header('cache-control', 'private, no-store');
    if (!lists) return service.list(query, viewer);
    // A list depends on whether the caller is signed in, never on who: contact fields are the same for everyone
    // signed in. The parsed query has a fixed key order and defaults filled in, so equal lists share one key.
    const key = `${viewer ? 'member' : 'visitor'}:${JSON.stringify(query)}`;
    return lists.send(request, reply, key, () => service.list(query, viewer));
  });

  app.get('/ads/:id', async (request, reply) => {
    const { id } = parseInput(AdIdParamsSchema, request.params);
    const viewer = viewerOf(request);
    const who = { userId: viewer?.userId, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    // Contact fields depend on the caller, so shared caches must not keep this.
    reply.header('cache-control', 'private, no-store');
    if (viewer || !pages) return { success: true, data: await service.detail(id, viewer, who) };
    // A visitor's page is the same for every visitor until a new view changes its count: that visitor gets a
    // fresh page and the kept one is dropped (made at once, it cost a fresh page plus an extra compression).
    const key = String(id);
    if (await service.countView(id, null, who)) {
      pages.delete(key);
      return { success: true, data: await service.detail(id, null, null) };
    }
    return pages.send(request, reply, key, async () => ({ success: true, data: await service.detail(id, null, null) }));
  });
}
