import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { SiteStatsService } from './site-stats.service.ts';

/** The same for everyone and allowed to lag, so browsers and proxies may keep it for a minute. */
export function siteStatsRoutes(app: FastifyInstance, service: SiteStatsService): void {
  route(app, 'GET /site-stats', {}, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return service.stats();
  });
}
