import crypto from 'node:crypto';
import { encodeAdCursor, MESSAGES, type AdDetail, type AdListQuery, type AdListResponse } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import { kolkataDay } from '../../lib/kolkata-day.ts';
import type { MemoCache } from '../../lib/memo-cache.ts';
import { cursorAfter } from './ads-keyset.repository.ts';
import type { AdFilter, AdRow, AdsRepository, ListStart, LiveCountRow, OwnerStatsRow } from './ads.repository.ts';
import type { Viewer } from '../../base/viewer.ts';
import { toAdDetail, toListAd, type UrlFor } from './ads.mapper.ts';
import type { ViewCounter } from './view-counter.ts';
import type { AdsSearchRepository } from './ads-search.repository.ts';
import { createAdsSearch } from './ads-search.service.ts';

/**
 * The rule for `total` (docs/decisions/008-ads-at-scale.md): exact up to EXACT_COUNT_LIMIT matches or on the last
 * page; above that an estimate: the live count per category and location (at most five minutes old) for browsing,
 * the planner's estimate for a search.
 */
export const EXACT_COUNT_LIMIT = 1000;
const LIVE_COUNTS_TTL_MS = 5 * 60_000;

type Page = { rows: AdRow[]; total: number };
type Sort = AdListQuery['sort'];

export type ViewerFingerprint = { userId?: string; ip: string; userAgent: string };

/** An ad and its owner's figures: what every viewer's page is made from. */
export type AdSource = { row: AdRow; owner: OwnerStatsRow };

type Deps = {
  urlFor: UrlFor;
  viewHashSecret: string;
  isFavorite: (userId: string, adId: number) => Promise<boolean>;
  views: ViewCounter;
  /** Ad pages' sources kept for a few seconds and dropped on any change (null: always read). */
  sources: MemoCache<AdSource> | null;
  searchRepo: AdsSearchRepository;
  /** Records a signed-in person's look at a seller's numbers; false past the day's limit (decision 027). */
  revealContact: (viewerId: string, sellerId: string) => Promise<boolean>;
  /** Shown instead of the numbers past the limit. */
  contactLimitMessage: string;
  /** The account age the Verified badge asks for (VERIFIED_SELLER_MIN_DAYS). */
  verifiedMinDays: number;
};

/** Thrown inside a cached load so a missing ad is not remembered (its id may be a draft's a moment later). */
class Missing extends Error {}

/** Live-ad counts by category and location, one query per five minutes at most; a stale value is served while it refreshes. */
function createLiveCounts(repo: AdsRepository) {
  let value: { at: number; counts: Map<string, number> } | undefined;
  let loading: Promise<void> | undefined;
  const key = (category?: string | null, location?: string | null) => `${category ?? '*'}|${location ?? '*'}`;
  const load = () =>
    (loading ??= repo
      .liveCounts()
      .then((rows: LiveCountRow[]) => {
        value = { at: Date.now(), counts: new Map(rows.map((r) => [key(r.category_key, r.location_id), r.total])) };
      })
      .finally(() => {
        loading = undefined;
      }));
  return async (filter: AdFilter): Promise<number> => {
    if (!value) await load();
    else if (Date.now() - value.at > LIVE_COUNTS_TTL_MS) load().catch(() => undefined);
    return value?.counts.get(key(filter.category, filter.location)) ?? 0;
  };
}

/** Active and not past its end date (the SQL of lists checks the same; a cached row is checked here). */
export const isLiveRow = (row: AdRow) => row.status === 'active' && (row.expires_at === null || new Date(row.expires_at) > new Date());

export function createAdsService(repo: AdsRepository, deps: Deps) {
  const liveCount = createLiveCounts(repo);
  const adsSearch = createAdsSearch({ repo: deps.searchRepo, liveCount });

  /**
   * When fewer rows came than were asked for, the total is known exactly without counting (lists ask for one row
   * past the page, so this holds on a full last page too). With a cursor, the offset is still (page - 1) x limit;
   * an empty answer after a cursor says nothing about the rows before it.
   */
  const lastPageTotal = (rows: AdRow[], { offset, after }: ListStart, limit: number) =>
    rows.length < limit && (rows.length > 0 || (offset === 0 && !after)) ? offset + rows.length : undefined;

  /** Exact when this page is the last one or the filter is narrow; the cached live count when it is broad. */
  async function browse(filter: AdFilter, sort: Sort, limit: number, start: ListStart): Promise<Page> {
    const { offset } = start;
    const rows = await repo.browse(filter, sort, limit, start);
    const known = lastPageTotal(rows, start, limit);
    if (known !== undefined) return { rows, total: known };
    const cached = await liveCount(filter);
    if (cached > 2 * EXACT_COUNT_LIMIT) return { rows, total: Math.max(cached, offset + rows.length) };
    const exact = await repo.countUpTo(filter, EXACT_COUNT_LIMIT);
    return { rows, total: exact <= EXACT_COUNT_LIMIT ? exact : Math.max(cached, EXACT_COUNT_LIMIT + 1, offset + rows.length) };
  }

  /** Signed-in viewers count by id; visitors by a keyed hash of their network details, never stored raw. */
  const viewerKey = (who: ViewerFingerprint) =>
    who.userId
      ? `u:${who.userId}`
      : `v:${crypto.createHmac('sha256', deps.viewHashSecret).update(`${who.ip}|${who.userAgent}`).digest('base64url').slice(0, 22)}`;

  async function loadSource(id: number): Promise<AdSource> {
    const found = await repo.findWithOwner(id);
    if (!found) throw new Missing();
    return found;
  }

  async function source(id: number): Promise<AdSource | undefined> {
    try {
      return await (deps.sources ? deps.sources.get(String(id), () => loadSource(id)) : loadSource(id));
    } catch (error) {
      if (error instanceof Missing) return undefined;
      throw error;
    }
  }

  async function visible(id: number, viewer: Viewer): Promise<AdSource> {
    const found = await source(id);
    const isOwner = viewer !== null && found?.row.owner_id === viewer.userId;
    // A sold ad keeps its page (showing Sold) so shared links still explain what happened.
    if (!found || (!isLiveRow(found.row) && !isOwner && found.row.status !== 'sold')) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
    return found;
  }

  async function count({ row }: AdSource, viewer: Viewer, who: ViewerFingerprint): Promise<boolean> {
    if (!isLiveRow(row) || row.owner_id === viewer?.userId) return false;
    const isNew = await deps.views.count({ adId: row.id, viewerKey: viewerKey(who), day: kolkataDay() });
    // The row may be the cached one: it follows the database, so later pages' counts never go backwards.
    if (isNew) row.views += 1;
    return isNew;
  }

  /** One's own ads, and ads with no number to show, cost nothing; a seller already seen today costs nothing again. */
  const mayReveal = (row: AdRow, viewerId: string): Promise<boolean> | boolean =>
    row.owner_id === viewerId || (!row.contact_phone && !row.contact_whatsapp) || deps.revealContact(viewerId, row.owner_id);

  return {
    async list(query: AdListQuery): Promise<AdListResponse> {
      const { sort, limit } = query;
      const start: ListStart = { offset: (query.page - 1) * limit, after: query.cursor };
      // One row past the page: it tells whether another page follows (nextCursor), and its absence gives the total.
      const read = limit + 1;
      const filter: AdFilter = { category: query.category, location: query.location };
      const found = query.search ? await adsSearch.search({ ...query, search: query.search }, read, start) : null;
      const { rows, total } = found ?? (await browse(filter, sort, read, start));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      // A relevance order has no position to carry on from: its later pages are numbered.
      const nextCursor = rows.length > limit && last && !found?.isRelevance ? encodeAdCursor(cursorAfter(sort, last)) : null;
      return {
        success: true,
        data: page.map((r) => toListAd(r, deps.urlFor)),
        total,
        page: query.page,
        limit,
        nextCursor,
        ...(found && { searchedFor: found.searchedFor, wider: found.wider }),
        // Only when it is one, so every counted answer stays as it was.
        ...(found?.isEstimate && { totalIsEstimate: true }),
      };
    },

    /** The ad behind a page, from the short cache when there is one; undefined when there is no such ad. */
    source,

    /**
     * The page of an ad as `viewer` may see it: visitors see live and sold ads, owners their own in any state;
     * NOT_FOUND otherwise. With `who`, the look is counted first (see `countView`); null counts nothing.
     */
    async detail(id: number, viewer: Viewer, who: ViewerFingerprint | null): Promise<AdDetail> {
      const found = await visible(id, viewer);
      if (who) await count(found, viewer, who);
      const detail = toAdDetail(found.row, found.owner, viewer, deps.urlFor, deps.verifiedMinDays);
      if (!viewer) return detail;
      if (!(await mayReveal(found.row, viewer.userId))) {
        delete detail.contactPhone;
        delete detail.contactWhatsapp;
        detail.contactLimitMessage = deps.contactLimitMessage;
      }
      detail.isFavorite = await deps.isFavorite(viewer.userId, id);
      return detail;
    },

    /** Counts a look at a live ad by someone other than its owner, once per viewer per day; answers whether it was new. */
    async countView(id: number, viewer: Viewer, who: ViewerFingerprint): Promise<boolean> {
      return count(await visible(id, viewer), viewer, who);
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
