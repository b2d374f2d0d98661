import { HANDLE_MESSAGES, isHandle, type Ad, type PublicStats } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { AdsRepository, OwnerStatsRow } from '../ads/ads.repository.ts';
import { toListAd, type UrlFor } from '../ads/ads.mapper.ts';
import type { UsersRepository } from './users.repository.ts';
import { isVerifiedSeller } from './verified-seller.ts';

const toStats = (row: OwnerStatsRow, verifiedMinDays: number): PublicStats => ({
  isVerified: isVerifiedSeller(row, verifiedMinDays),
  memberSince: new Date(row.created_at).toISOString(),
  totalAds: row.total_ads,
  totalViews: row.total_views,
  activeAds: row.active_ads,
  displayName: row.display_name,
  handle: row.handle,
});

/** Links made by the old app encoded the name twice; a stray "%" is just part of the name, not an error. */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const notFound = () => new AppError('NOT_FOUND', HANDLE_MESSAGES.notFound);

/**
 * Public seller pages, by handle only. An email is never looked up (so no address can be probed) and answers
 * exactly like an unknown handle; the answer carries nothing of what was asked.
 */
export function createUsersService(deps: { users: UsersRepository; ads: AdsRepository; urlFor: UrlFor; verifiedMinDays: number }) {
  const findPublic = async (handle: string) => {
    const user = isHandle(handle) ? await deps.users.findByHandle(handle) : undefined;
    // A deleted account has no public page (decision 029).
    if (!user || user.deletedAt) throw notFound();
    return user;
  };

  return {
    async statsFor(handle: string): Promise<PublicStats> {
      const user = await findPublic(handle);
      const row = await deps.ads.ownerStats(user.id);
      return toStats(row!, deps.verifiedMinDays);
    },
    async publicAds(handle: string, limit: number): Promise<Ad[]> {
      const user = await findPublic(handle);
      const rows = await deps.ads.listForOwner(user.id, { liveOnly: true, limit });
      return rows.map((r) => toListAd(r, deps.urlFor));
    },
    /** An old /user/{display name} link goes on to the handle only when the name is one person's: two would collide. */
    async handleForName(name: string): Promise<string> {
      const decoded = decodeOnce(name).trim();
      if (decoded.includes('@')) throw notFound();
      const handles = await deps.users.handlesForName(decoded);
      if (handles.length !== 1) throw notFound();
      return handles[0]!;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
