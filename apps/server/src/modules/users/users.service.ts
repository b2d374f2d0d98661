import type { Ad, PublicStats } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { Viewer } from '../../base/viewer.ts';
import type { AdsRepository, OwnerStatsRow } from '../ads/ads.repository.ts';
import { toListAd, type UrlFor } from '../ads/ads.mapper.ts';
import type { UsersRepository } from './users.repository.ts';

const toStats = (row: OwnerStatsRow): PublicStats => ({
  isVerified: row.phone_verified_at !== null,
  memberSince: new Date(row.created_at).toISOString(),
  totalAds: row.total_ads,
  totalViews: row.total_views,
  activeAds: row.active_ads,
  displayName: row.display_name,
});

/** Links made by the old app encoded the name twice; a stray "%" is just part of the name, not an error. */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function createUsersService(deps: { users: UsersRepository; ads: AdsRepository; urlFor: UrlFor }) {
  const findPublic = async (username: string) => {
    const user = await deps.users.findByUsername(decodeOnce(username));
    if (!user) throw new AppError('NOT_FOUND', 'User Not Found');
    return user;
  };

  return {
    async statsFor(username: string): Promise<PublicStats> {
      const user = await findPublic(username);
      const row = await deps.ads.ownerStats(user.id);
      return toStats(row!);
    },
    async publicAds(username: string, limit: number, viewer: Viewer): Promise<Ad[]> {
      const user = await findPublic(username);
      const rows = await deps.ads.listForOwner(user.id, { liveOnly: true, limit });
      return rows.map((r) => toListAd(r, viewer, deps.urlFor));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
