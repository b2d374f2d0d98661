import { AD_STATUS_KEYS, LIMITS, positiveIntQuery } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../http/errors.ts';
import { requireUserId } from '../../http/session.ts';
import { kolkataDay } from '../../lib/kolkata-day.ts';
import type { AdsRepository } from '../ads/ads.repository.ts';
import { toImages, type UrlFor } from '../ads/ads.mapper.ts';
import type { UsersRepository } from './users.repository.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

const OwnEmail = z.object({ userEmail: z.string().trim().toLowerCase().max(254).optional() });
const UserAdsQuery = OwnEmail.extend({
  limit: positiveIntQuery('limit', 100).transform((l) => l ?? LIMITS.defaultUserAds),
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(AD_STATUS_KEYS, { error: 'status must be draft, active, expired or sold' }).optional(),
  ),
});
const DaysQuery = z.object({ days: positiveIntQuery('days', 365).transform((d) => d ?? 30) });

type Deps = { dashboard: DashboardRepository; ads: AdsRepository; users: UsersRepository; urlFor: UrlFor };

/** The signed-in user's own numbers and ads, in any status. */
export function dashboardRoutes(app: FastifyInstance, { dashboard, ads, users, urlFor }: Deps): void {
  /** The spec's calls name the user by email; it must be the session's own. */
  const ownUser = async (userId: string, email?: string) => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    if (email && email !== user.email) throw new AppError('FORBIDDEN', 'You can only see your own ads');
    return user;
  };

  app.get('/user/dashboard-stats', async (request) => {
    const userId = requireUserId(request);
    await ownUser(userId, parseInput(OwnEmail, request.query).userEmail);
    const s = await dashboard.stats(userId);
    return {
      success: true,
      data: { totalAds: s.total_ads, activeAds: s.active_ads, totalViews: s.total_views, totalFavorites: s.total_favorites },
    };
  });

  app.get('/user/ads', async (request, reply) => {
    const userId = requireUserId(request);
    const query = parseInput(UserAdsQuery, request.query);
    await ownUser(userId, query.userEmail);
    const rows = await ads.listForOwner(userId, { liveOnly: false, limit: query.limit, status: query.status });
    const now = Date.now();
    // An active ad past its date shows as expired (the repository filters the same way).
    const effective = (r: (typeof rows)[number]) =>
      r.status === 'active' && r.expires_at && new Date(r.expires_at).getTime() <= now ? 'expired' : r.status;
    const data = rows.map((r) => ({
      AdId: r.id,
      title: r.title,
      category: r.category_name,
      categoryKey: r.category_key,
      location: r.location_name,
      price: r.price === null ? null : Number(r.price),
      priceType: r.price_type,
      views: r.views,
      favorites: r.favorites_count,
      status: effective(r),
      createdAt: new Date(r.created_at).toISOString(),
      expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
      planName: r.plan_name,
      isPremium: r.is_premium,
      isFeatured: r.is_featured,
      images: toImages(r, urlFor, 800).map((i) => i.thumb),
    }));
    reply.header('cache-control', 'private, no-store');
    return { success: true, data };
  });

  app.get('/user/views-daily', async (request) => {
    const userId = requireUserId(request);
    const { days } = parseInput(DaysQuery, request.query);
    return { success: true, data: await dashboard.viewsDaily(userId, days, kolkataDay()) };
  });
}
