import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../../base/response-cache.ts';
import { route } from '../../base/route.ts';
import type { AdsService } from './ads.service.ts';
import type { VisitorLists } from './visitor-lists.ts';

/**
 * Answers cached briefly (no cache when ADS_CACHE_SECONDS is 0, decision 013): `lists` keeps one copy of a list for
 * everyone (lists carry no contact fields, decision 027); `pages` keeps visitors' ad pages.
 */
export function adsRoutes(
  app: FastifyInstance,
  service: AdsService,
  { lists, pages }: { lists: VisitorLists; pages: ResponseCache | null },
): void {
  route(app, 'GET /ads', {}, async ({ query, viewer, reply, sendCached }) => {
    if (viewer) reply.header('cache-control', 'private, no-store');
    if (!lists.cache) return service.list(query);
    // A list is the same for everyone, even signed in: the browse page's inlined answer is this one (visitor-lists.ts).
    return sendCached(lists.cache, lists.keyOf(query), () => service.list(query));
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
