import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from './catalogue.service.ts';

/** Public, cacheable reference data with the spec's field names (spec section 7). */
export function catalogueRoutes(app: FastifyInstance, service: CatalogueService): void {
  const cache = 'public, max-age=300';
  app.get('/categories', async (_req, reply) => reply.header('cache-control', cache).send(await service.categories()));
  app.get('/locations', async (_req, reply) => reply.header('cache-control', cache).send(await service.locations()));
  app.get('/payment-plans', async (_req, reply) => reply.header('cache-control', cache).send(await service.plans()));
  app.get('/ad-statuses', async (_req, reply) => reply.header('cache-control', cache).send(await service.statuses()));
}
