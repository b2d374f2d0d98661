import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteCountsRow } from './site-stats.repository.ts';
import { createSiteStatsService, toSiteStats } from './site-stats.service.ts';

const counts = (live_ads: number, sellers: number, localities: number): SiteCountsRow => ({ live_ads, sellers, localities });

describe('toSiteStats', () => {
  it('shows a figure from the minimum on, and localities only beside the ads', () => {
    expect(toSiteStats(counts(20, 20, 3), 20)).toEqual({ liveAds: 20, sellers: 20, localities: 3 });
    expect(toSiteStats(counts(70, 9, 3), 20)).toEqual({ liveAds: 70, sellers: null, localities: 3 });
    expect(toSiteStats(counts(19, 19, 3), 20)).toEqual({ liveAds: null, sellers: null, localities: null });
    expect(toSiteStats(counts(0, 0, 0), 1)).toEqual({ liveAds: null, sellers: null, localities: null });
  });
});

describe('createSiteStatsService', () => {
  afterEach(() => vi.useRealTimers());

  it('counts once per period however many ask, and serves the kept figures while it recounts', async () => {
    vi.useFakeTimers();
    let live = 30;
    const repo = { counts: vi.fn(async () => counts(live, 25, 3)) };
    const service = createSiteStatsService(repo, { minShown: 20, ttlMs: 1000 });
    const [a, b] = await Promise.all([service.stats(), service.stats()]);
    expect(a).toEqual({ liveAds: 30, sellers: 25, localities: 3 });
    expect(b).toEqual(a);
    expect(repo.counts).toHaveBeenCalledTimes(1);

    live = 31;
    vi.advanceTimersByTime(1001);
    // The old figures at once, the new ones once the recount is in.
    expect((await service.stats()).liveAds).toBe(30);
    await vi.waitFor(async () => expect((await service.stats()).liveAds).toBe(31));
    expect(repo.counts).toHaveBeenCalledTimes(2);
  });

  it('keeps the known figures when a recount fails, and counts every time without a period', async () => {
    vi.useFakeTimers();
    const repo = { counts: vi.fn(async () => counts(40, 30, 3)) };
    const service = createSiteStatsService(repo, { minShown: 20, ttlMs: 1000 });
    await service.stats();
    repo.counts.mockRejectedValueOnce(new Error('database down'));
    vi.advanceTimersByTime(1001);
    expect((await service.stats()).liveAds).toBe(40);

    const uncached = createSiteStatsService(repo, { minShown: 20, ttlMs: 0 });
    await uncached.stats();
    await uncached.stats();
    expect(repo.counts).toHaveBeenCalledTimes(4);
  });
});
