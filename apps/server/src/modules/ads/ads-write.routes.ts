import { AD_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { AdsWriteService } from './ads-write.service.ts';

/** Room for one 50 MB photo as base64 in the spec's Images field; more photos go through /api/uploads. */
const PAYLOAD_LIMIT = 72 * 1024 * 1024;
const posting = { bodyLimit: PAYLOAD_LIMIT, config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } };

export function adsWriteRoutes(app: FastifyInstance, deps: { service: AdsWriteService; uploads: UploadsService }): void {
  const { service } = deps;

  route(app, 'POST /ads', posting, async ({ userId, body, reply }) => {
    const id = await service.create(userId, body);
    reply.status(201);
    return { success: true, message: AD_MESSAGES.saved, data: { AdId: id } };
  });

  route(app, 'PUT /ads/:id', posting, async ({ userId, params: { id }, body }) => {
    await service.update(id, userId, body);
    return { success: true, message: AD_MESSAGES.updated, data: { AdId: id } };
  });

  route(app, 'GET /ads/:id/edit', {}, async ({ userId, params: { id }, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.forEdit(id, userId, deps.uploads.describe) };
  });

  // The spec's client sends {ownerEmail} in the body; it is ignored, the session decides.
  route(app, 'DELETE /ads/:id', {}, async ({ userId, params: { id } }) => {
    await service.remove(id, userId);
    return { success: true, message: AD_MESSAGES.deleted };
  });

  route(app, 'POST /ads/:id/sold', {}, async ({ userId, params: { id } }) => {
    await service.markSold(id, userId);
    return { success: true, message: AD_MESSAGES.markedSold };
  });
}
