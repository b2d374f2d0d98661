import { LIMITS, positiveIntQuery } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { UsersService } from './users.service.ts';

const username = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(254);
const OwnerStatsQuery = z.object({ ownerEmail: username('ownerEmail') });
const PublicStatsQuery = z.object({ username: username('username') });
const PublicAdsQuery = z.object({
  username: username('username'),
  limit: positiveIntQuery('limit', LIMITS.publicProfileAds).transform((l) => l ?? LIMITS.publicProfileAds),
});

/** Public seller information: stats and live ads, by email or display name. */
export function usersRoutes(app: FastifyInstance, service: UsersService): void {
  app.get('/user/owner-stats', async (request) => {
    const { ownerEmail } = parseInput(OwnerStatsQuery, request.query);
    const { displayName: _name, ...stats } = await service.statsFor(ownerEmail);
    return { success: true, data: stats };
  });

  app.get('/user/public-stats', async (request) => {
    const { username: name } = parseInput(PublicStatsQuery, request.query);
    return { success: true, data: await service.statsFor(name) };
  });

  app.get('/user/public-ads', async (request) => {
    const query = parseInput(PublicAdsQuery, request.query);
    return { success: true, data: await service.publicAds(query.username, query.limit, viewerOf(request)) };
  });
}
