import { ADMIN_MESSAGES, REPORT_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import type { ModerationService } from './moderation.service.ts';

/** Reporting an ad, and the operators' endpoints under /api/admin (access 'operator': 401, then 403; decision 025). */
export function moderationRoutes(app: FastifyInstance, service: ModerationService): void {
  route(app, 'POST /ads/:id/report', {}, async ({ userId, params: { id }, body }) => {
    await service.reportAd(userId, id, body);
    return { success: true, message: REPORT_MESSAGES.reported };
  });

  route(app, 'GET /admin/reports', {}, async ({ query: { page }, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.queue(page, requestLanguage(request)) };
  });

  route(app, 'POST /admin/ads/:id/hide', {}, async ({ userId, params: { id }, body: { reason } }) => {
    await service.hideAd(userId, id, reason);
    return { success: true, message: ADMIN_MESSAGES.hidden };
  });

  route(app, 'POST /admin/ads/:id/restore', {}, async ({ userId, params: { id } }) => {
    await service.restoreAd(userId, id);
    return { success: true, message: ADMIN_MESSAGES.restored };
  });

  route(app, 'POST /admin/reports/dismiss', {}, async ({ userId, body }) => {
    await service.dismiss(userId, body);
    return { success: true, message: ADMIN_MESSAGES.dismissed };
  });

  route(app, 'POST /admin/users/:id/suspend', {}, async ({ userId, params: { id }, body: { reason } }) => {
    await service.suspend(userId, id, reason);
    return { success: true, message: ADMIN_MESSAGES.suspended };
  });

  route(app, 'POST /admin/users/:id/reinstate', {}, async ({ userId, params: { id } }) => {
    await service.reinstate(userId, id);
    return { success: true, message: ADMIN_MESSAGES.reinstated };
  });

  route(app, 'GET /admin/audit', {}, async ({ query: { before }, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.audit(before, requestLanguage(request)) };
  });
}
