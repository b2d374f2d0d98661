import { AUTH_MESSAGES, type DashboardStats, type DayViews, type UserAd } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { kolkataDay } from '../../lib/kolkata-day.ts';
import type { AdRow, AdsRepository } from '../ads/ads.repository.ts';
import { toImages, type UrlFor } from '../ads/ads.mapper.ts';
import type { DashboardRepository } from './dashboard.repository.ts';
import type { UsersRepository } from './users.repository.ts';

type Deps = { dashboard: DashboardRepository; ads: AdsRepository; users: UsersRepository; urlFor: UrlFor };

/** An active ad past its date shows as expired before the sweep marks it so (the repository filters the same way). */
export function effectiveStatus(row: Pick<AdRow, 'status' | 'expires_at'>, now: number): string {
  return row.status === 'active' && row.expires_at && new Date(row.expires_at).getTime() <= now ? 'expired' : row.status;
}

function toUserAd(row: AdRow, urlFor: UrlFor, now: number): UserAd {
  return {
    AdId: row.id,
    title: row.title,
    category: row.category_name,
    categoryKey: row.category_key,
    location: row.location_name,
    price: row.price === null ? null : Number(row.price),
    priceType: row.price_type,
    views: row.views,
    favorites: row.favorites_count,
    status: effectiveStatus(row, now),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    planName: row.plan_name,
    isPremium: row.is_premium,
    isFeatured: row.is_featured,
    images: toImages(row, urlFor, 800).map((i) => i.thumb),
    ...(row.hidden_reason ? { [row.hidden_by === 'keyword' ? 'heldForReview' : 'removedByModerators']: row.hidden_reason } : {}),
  };
}

/** The signed-in person's own numbers and ads, in any status. */
export function createDashboardService({ dashboard, ads, users, urlFor }: Deps) {
  /** The spec's calls name the person by email; it must be the session's own. */
  const checkOwnEmail = async (userId: string, email: string | undefined): Promise<void> => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
    if (email && email !== user.email) throw new AppError('FORBIDDEN', 'You can only see your own ads');
  };

  return {
    async stats(userId: string, userEmail?: string): Promise<DashboardStats> {
      await checkOwnEmail(userId, userEmail);
      const s = await dashboard.stats(userId);
      return { totalAds: s.total_ads, activeAds: s.active_ads, totalViews: s.total_views, totalFavorites: s.total_favorites };
    },

    async ads(userId: string, query: { userEmail?: string; limit: number; status?: string }): Promise<UserAd[]> {
      await checkOwnEmail(userId, query.userEmail);
      const rows = await ads.listForOwner(userId, { liveOnly: false, limit: query.limit, status: query.status });
      const now = Date.now();
      return rows.map((row) => toUserAd(row, urlFor, now));
    },

    /** Views per Hyderabad day, as they are recorded. */
    viewsDaily: (userId: string, days: number): Promise<DayViews[]> => dashboard.viewsDaily(userId, days, kolkataDay()),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
