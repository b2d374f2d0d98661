import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { UsersService } from './users.service.ts';

/** Public seller information: stats and live ads, by email or display name. */
export function usersRoutes(app: FastifyInstance, service: UsersService): void {
  route(app, 'GET /user/owner-stats', {}, async ({ query }) => {
    const { displayName: _name, ...stats } = await service.statsFor(query.ownerEmail);
    return { success: true, data: stats };
  });

  route(app, 'GET /user/public-stats', {}, async ({ query }) => ({ success: true, data: await service.statsFor(query.username) }));

  route(app, 'GET /user/public-ads', {}, async ({ query, viewer }) => ({
    success: true,
    data: await service.publicAds(query.username, query.limit, viewer),
  }));
}
