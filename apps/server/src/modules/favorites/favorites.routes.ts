import { FAVORITE_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import type { FavoritesService } from './favorites.service.ts';

export function favoritesRoutes(app: FastifyInstance, service: FavoritesService): void {
  route(app, 'GET /favorites', {}, async ({ userId, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.list(userId) };
  });

  route(app, 'GET /favorites/ids', {}, async ({ userId, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.ids(userId) };
  });

  route(app, 'POST /favorites/:adId', {}, async ({ userId, params: { adId } }) => {
    await service.add(userId, adId);
    return { success: true, message: FAVORITE_MESSAGES.added, data: { adId, isFavorite: true } };
  });

  route(app, 'DELETE /favorites/:adId', {}, async ({ userId, params: { adId } }) => {
    await service.remove(userId, adId);
    return { success: true, message: FAVORITE_MESSAGES.removed, data: { adId, isFavorite: false } };
  });
}
