import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/errors.ts';
import { requireUserId } from '../../http/session.ts';
import type { FavoritesService } from './favorites.service.ts';

const Params = z.object({
  adId: z.coerce
    .number({ error: 'adId must be a number' })
    .int('adId must be a whole number')
    .positive('adId must be positive')
    .max(2_147_483_647, 'adId is too large'),
});

export function favoritesRoutes(app: FastifyInstance, service: FavoritesService): void {
  app.get('/favorites', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.list(requireUserId(request)) };
  });

  app.get('/favorites/ids', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await service.ids(requireUserId(request)) };
  });

  app.post('/favorites/:adId', async (request) => {
    const { adId } = parseInput(Params, request.params);
    await service.add(requireUserId(request), adId);
    return { success: true, message: 'Added to favorites', data: { adId, isFavorite: true } };
  });

  app.delete('/favorites/:adId', async (request) => {
    const { adId } = parseInput(Params, request.params);
    await service.remove(requireUserId(request), adId);
    return { success: true, message: 'Removed from favorites', data: { adId, isFavorite: false } };
  });
}
