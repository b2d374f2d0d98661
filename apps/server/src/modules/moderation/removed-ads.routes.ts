import { REFUND_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import type { RemovedAdsService } from './removed-ads.service.ts';

/** The console's list of removed ads and the refund of their payments (access 'operator'; decision 026). */
export function removedAdsRoutes(app: FastifyInstance, service: RemovedAdsService): void {
  route(app, 'GET /admin/hidden-ads', {}, async ({ query: { page }, request, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.page(page, requestLanguage(request)) };
  });

  // A repeat answers 200 too (nothing more is paid): the operator's double click or retry is not an error.
  route(app, 'POST /admin/ads/:id/refund', {}, async ({ userId, params: { id }, body: { reason } }) => {
    const isNew = await service.refund(userId, id, reason);
    return { success: true, message: isNew ? REFUND_MESSAGES.refunded : REFUND_MESSAGES.alreadyRefunded };
  });
}
