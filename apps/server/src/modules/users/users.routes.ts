import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { UsersService } from './users.service.ts';

/** Public seller information by handle: stats and live ads; and the handle of an old name link. */
export function usersRoutes(app: FastifyInstance, service: UsersService): void {
  route(app, 'GET /user/public-stats', {}, async ({ query }) => ({ success: true, data: await service.statsFor(query.handle) }));

  route(app, 'GET /user/public-ads', {}, async ({ query }) => ({
    success: true,
    data: await service.publicAds(query.handle, query.limit),
  }));

  route(app, 'GET /user/handle-for-name', {}, async ({ query }) => ({
    success: true,
    data: { handle: await service.handleForName(query.name) },
  }));
}
