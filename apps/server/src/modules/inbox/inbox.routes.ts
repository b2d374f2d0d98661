import { INBOX_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { InboxService } from './inbox.service.ts';

/** The operators' inbox under /api/admin (access 'operator': 401, then 403; decision 028). */
export function inboxRoutes(app: FastifyInstance, service: InboxService): void {
  route(app, 'GET /admin/inbox', {}, async ({ query: { kind, status, page }, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.list({ kind, status }, page) };
  });

  route(app, 'POST /admin/inbox/:id/reply', {}, async ({ userId, params: { id }, body: { text } }) => {
    await service.reply(userId, id, text);
    return { success: true, message: INBOX_MESSAGES.replied };
  });

  route(app, 'POST /admin/inbox/:id/done', {}, async ({ userId, params: { id } }) => {
    await service.done(userId, id);
    return { success: true, message: INBOX_MESSAGES.done };
  });
}
