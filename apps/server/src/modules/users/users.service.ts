import { HANDLE_MESSAGES, isHandle, type Ad, type PublicStats } from '@mohalla/shared';
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
export function createUsersService(deps: { users: UsersRepository; ads: AdsRepository; urlFor: UrlFor }) {
  const findPublic = async (handle: string) => {
    const user = isHandle(handle) ? await deps.users.findByHandle(handle) : undefined;
    if (!user) throw notFound();
    return user;
  };

  return {
    async statsFor(handle: string): Promise<PublicStats> {
      const user = await findPublic(handle);
      const row = await deps.ads.ownerStats(user.id);
      return toStats(row!);
    },
    async publicAds(handle: string, limit: number, viewer: Viewer): Promise<Ad[]> {
      const user = await findPublic(handle);
      const rows = await deps.ads.listForOwner(user.id, { liveOnly: true, limit });
      return rows.map((r) => toListAd(r, viewer, deps.urlFor));
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
