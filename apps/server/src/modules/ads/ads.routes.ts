import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../../base/response-cache.ts';
import { route } from '../../base/route.ts';
import type { AdsService } from './ads.service.ts';

/**
 * Answers cached briefly (null when ADS_CACHE_SECONDS is 0, decision 013): `lists` keeps one copy of a list for
 * everyone (lists carry no contact fields, decision 027); `pages` keeps visitors' ad pages.
 */
export function adsRoutes(
  app: FastifyInstance,
  service: AdsService,
  { lists, pages }: { lists: ResponseCache | null; pages: ResponseCache | null },
): void {
  route(app, 'GET /ads', {}, async ({ query, viewer, reply, sendCached }) => {
    if (viewer) reply.header('cache-control', 'private, no-store');
    if (!lists) return service.list(query);
    // A list is the same for everyone: no contact fields, even signed in (decision 027). The parsed query has a
    // fixed key order and defaults filled in, so equal lists share one key.
    return sendCached(lists, JSON.stringify(query), () => service.list(query));
  });

  route(app, 'GET /ads/:id', {}, async ({ params: { id }, viewer, request, reply, sendCached }) => {
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
    return sendCached(pages, key, async () => ({ success: true, data: await service.detail(id, null, null) }));
  });
}
