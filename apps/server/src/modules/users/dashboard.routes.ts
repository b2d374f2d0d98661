import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { DashboardService } from './dashboard.service.ts';

/** The signed-in person's own numbers and ads; ownership is checked by the service. */
export function dashboardRoutes(app: FastifyInstance, dashboard: DashboardService): void {
  route(app, 'GET /user/dashboard-stats', {}, async ({ userId, query }) => ({
    success: true,
    data: await dashboard.stats(userId, query.userEmail),
  }));

  route(app, 'GET /user/ads', {}, async ({ userId, query, reply }) => {
    const data = await dashboard.ads(userId, query);
    reply.header('cache-control', 'private, no-store');
    return { success: true, data };
  });

  route(app, 'GET /user/views-daily', {}, async ({ userId, query }) => ({
    success: true,
    data: await dashboard.viewsDaily(userId, query.days),
  }));
}
