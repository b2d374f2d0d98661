import crypto from 'node:crypto';
import { MESSAGES, type AdDetail, type AdListQuery, type AdListResponse } from '@mohalla/shared';
import { AppError } from '../../http/errors.ts';
import { kolkataDay } from '../../lib/kolkata-day.ts';
import type { AdsRepository } from './ads.repository.ts';
import { toAdDetail, toListAd, type UrlFor, type Viewer } from './ads.mapper.ts';


export type ViewerFingerprint = { userId?: string; ip: string; userAgent: string };

type Deps = { urlFor: UrlFor; viewHashSecret: string; isFavorite: (userId: string, adId: number) => Promise<boolean> };

export function createAdsService(repo: AdsRepository, deps: Deps) {
  /** Signed-in viewers count by id; visitors by a keyed hash of their network details, never stored raw. */
  const viewerKey = (who: ViewerFingerprint) =>
    who.userId
      ? `u:${who.userId}`
      : `v:${crypto.createHmac('sha256', deps.viewHashSecret).update(`${who.ip}|${who.userAgent}`).digest('base64url').slice(0, 22)}`;

  return {
    async list(query: AdListQuery, viewer: Viewer): Promise<AdListResponse> {
      const { rows, total } = await repo.list(query);
      return { success: true, data: rows.map((r) => toListAd(r, viewer, deps.urlFor)), total, page: query.page, limit: query.limit };
    },

    async detail(id: number, viewer: Viewer, who: ViewerFingerprint): Promise<AdDetail> {
      const row = await repo.findById(id);
      const isOwner = viewer !== null && row?.owner_id === viewer.userId;
      const isLive = row?.status === 'active' && (row.expires_at === null || new Date(row.expires_at) > new Date());
      // A sold ad keeps its page (showing Sold) so shared links still explain what happened.
      if (!row || (!isLive && !isOwner && row.status !== 'sold')) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      if (isLive && !isOwner && (await repo.recordView(id, viewerKey(who), kolkataDay()))) row.views += 1;
      const owner = await repo.ownerStats(row.owner_id);
      if (!owner) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
      const detail = toAdDetail(row, owner, viewer, deps.urlFor);
      if (viewer) detail.isFavorite = await deps.isFavorite(viewer.userId, id);
      return detail;
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
