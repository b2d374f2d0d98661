import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { AdsService } from './ads.service.ts';
import type { VisitorAnswers } from './visitor-answers.ts';

/**
 * Answers cached briefly (no cache when ADS_CACHE_SECONDS is 0, decision 013): one copy of a list for everyone (lists
 * carry no contact fields, decision 027) and of an ad's page for visitors, shared with the drawn pages (visitor-answers.ts).
 */
export function adsRoutes(app: FastifyInstance, service: AdsService, { lists, adPages }: VisitorAnswers): void {
  route(app, 'GET /ads', {}, async ({ query, viewer, reply, sendCached }) => {
    if (viewer) reply.header('cache-control', 'private, no-store');
    if (!lists.cache) return service.list(query);
    // A list is the same for everyone, even signed in: the browse page's inlined answer is this one (visitor-answers.ts).
    return sendCached(lists.cache, lists.keyOf(query), () => service.list(query));
  });

  route(app, 'GET /ads/:id', {}, async ({ params: { id }, viewer, request, reply, sendCached }) => {
    const who = { userId: viewer?.userId, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    // Contact fields depend on the caller, so shared caches must not keep this.
    reply.header('cache-control', 'private, no-store');
    if (viewer || !adPages.cache) return { success: true, data: await service.detail(id, viewer, who) };
    if (await adPages.visit(id, who)) return adPages.load(id);
    return sendCached(adPages.cache, adPages.keyOf(id), () => adPages.load(id));
  });
}
