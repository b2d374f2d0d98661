import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** Public reference data, the same for everyone and changed only by a deploy or an admin, so browsers may keep it briefly. */
export function catalogueRoutes(app: FastifyInstance, service: CatalogueService): void {
  const cache = 'public, max-age=300';
  route(app, 'GET /categories', {}, async ({ reply }) => {
    reply.header('cache-control', cache);
    return service.categories();
  });
  route(app, 'GET /locations', {}, async ({ reply }) => {
    reply.header('cache-control', cache);
    return service.locations();
  });
  route(app, 'GET /payment-plans', {}, async ({ reply }) => {
    reply.header('cache-control', cache);
    return service.plans();
  });
  route(app, 'GET /ad-statuses', {}, async ({ reply }) => {
    reply.header('cache-control', cache);
    return service.statuses();
  });
}
