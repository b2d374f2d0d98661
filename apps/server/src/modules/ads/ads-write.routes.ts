import { AD_MESSAGES, AdIdParamsSchema, AdWriteSchema } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/errors.ts';
import { requireUserId } from '../../http/session.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { AdsWriteService } from './ads-write.service.ts';

/** Room for one 50 MB photo as base64 in the spec's Images field; more photos go through /api/uploads. */
const PAYLOAD_LIMIT = 72 * 1024 * 1024;
const posting = { bodyLimit: PAYLOAD_LIMIT, config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } };

export function adsWriteRoutes(app: FastifyInstance, deps: { service: AdsWriteService; uploads: UploadsService }): void {
  const { service } = deps;

  app.post('/ads', posting, async (request, reply) => {
    const ownerId = requireUserId(request);
    const id = await service.create(ownerId, parseInput(AdWriteSchema, request.body ?? {}));
    return reply.status(201).send({ success: true, message: AD_MESSAGES.saved, data: { AdId: id } });
  });

  app.put('/ads/:id', posting, async (request) => {
    const ownerId = requireUserId(request);
    const { id } = parseInput(AdIdParamsSchema, request.params);
    await service.update(id, ownerId, parseInput(AdWriteSchema, request.body ?? {}));
    return { success: true, message: AD_MESSAGES.updated, data: { AdId: id } };
  });

  app.get('/ads/:id/edit', async (request, reply) => {
    const ownerId = requireUserId(request);
    const { id } = parseInput(AdIdParamsSchema, request.params);
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.forEdit(id, ownerId, deps.uploads.describe) };
  });

  // The spec's client sends {ownerEmail} in the body; it is ignored, the session decides.
  app.delete('/ads/:id', async (request) => {
    const ownerId = requireUserId(request);
    const { id } = parseInput(AdIdParamsSchema, request.params);
    await service.remove(id, ownerId);
    return { success: true, message: AD_MESSAGES.deleted };
  });

  app.post('/ads/:id/sold', async (request) => {
    const ownerId = requireUserId(request);
    const { id } = parseInput(AdIdParamsSchema, request.params);
    await service.markSold(id, ownerId);
    return { success: true, message: AD_MESSAGES.markedSold };
  });
}
