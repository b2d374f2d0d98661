import { SAFETY_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { SafetyService } from './safety.service.ts';

/** Safe meeting places (public read) and the operators' edits of them and of the held keywords (decision 030). */
export function safetyRoutes(app: FastifyInstance, service: SafetyService): void {
  route(app, 'GET /safe-places', {}, async ({ query: { location } }) => ({
    success: true,
    data: { places: await service.places(location) },
  }));

  route(app, 'POST /admin/safe-places', {}, async ({ userId, body }) => ({
    success: true,
    message: SAFETY_MESSAGES.placeAdded,
    data: { place: await service.addPlace(userId, body) },
  }));

  route(app, 'PUT /admin/safe-places/:id', {}, async ({ userId, params: { id }, body }) => ({
    success: true,
    message: SAFETY_MESSAGES.placeSaved,
    data: { place: await service.editPlace(userId, id, body) },
  }));

  route(app, 'DELETE /admin/safe-places/:id', {}, async ({ userId, params: { id } }) => {
    await service.removePlace(userId, id);
    return { success: true, message: SAFETY_MESSAGES.placeRemoved };
  });

  route(app, 'GET /admin/keywords', {}, async ({ reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: { keywords: await service.keywords() } };
  });

  route(app, 'POST /admin/keywords', {}, async ({ userId, body: { word } }) => {
    await service.addKeyword(userId, word);
    return { success: true, message: SAFETY_MESSAGES.keywordAdded };
  });

  route(app, 'DELETE /admin/keywords/:word', {}, async ({ userId, params: { word } }) => {
    await service.removeKeyword(userId, word);
    return { success: true, message: SAFETY_MESSAGES.keywordRemoved };
  });
}
