import type { SiteStats } from '@mohalla/shared';
import type { SiteCountsRow, SiteStatsRepository } from './site-stats.repository.ts';

/** As long as the live counts per category behind browse totals (ads.service.ts): one pass over the live ads each. */
export const SITE_STATS_TTL_MS = 5 * 60_000;

type Options = {
  /** A figure smaller than this is not shown (SITE_STATS_MIN_SHOWN). */
  minShown: number;
  /** How long the figures are kept (0: counted on every request); a stale copy is served while one recount runs. */
  ttlMs: number;
};

/** The figures as shown: ads and sellers once they reach `minShown`; localities only beside the ads they hold. */
export function toSiteStats(counts: SiteCountsRow, minShown: number): SiteStats {
  const liveAds = counts.live_ads >= minShown ? counts.live_ads : null;
  return {
    liveAds,
    sellers: counts.sellers >= minShown ? counts.sellers : null,
    // Three localities by design, so never "large": worth saying only where there are ads worth counting.
    localities: liveAds !== null && counts.localities > 0 ? counts.localities : null,
  };
}

/**
 * The home and About pages' figures (decision 020). Counting reads every live ad, so it runs at most once per
 * `ttlMs` however many pages ask, and not on every ad change: a counter that lags a few minutes misleads nobody.
 */
export function createSiteStatsService(repo: SiteStatsRepository, { minShown, ttlMs }: Options) {
  const count = async () => toSiteStats(await repo.counts(), minShown);
  let kept: { at: number; stats: SiteStats } | undefined;
  let counting: Promise<SiteStats> | undefined;
  const recount = () =>
    (counting ??= count()
      .then((stats) => {
        kept = { at: Date.now(), stats };
        return stats;
      })
      .finally(() => {
        counting = undefined;
      }));
  return {
    async stats(): Promise<SiteStats> {
      if (ttlMs <= 0) return count();
      if (!kept) return recount();
      // A failed recount keeps the figures already known.
      if (Date.now() - kept.at > ttlMs) recount().catch(() => undefined);
      return kept.stats;
    },
  };
}

export type SiteStatsService = ReturnType<typeof createSiteStatsService>;
