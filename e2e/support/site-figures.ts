import { expect, type Locator, type Page } from './test';

type SiteStats = { liveAds: number | null; sellers: number | null; localities: number | null };
const LABELS = { liveAds: 'Live Ads', sellers: 'Sellers', localities: 'Localities' } as const;

/** The figures the server counted, as a page must show them: only those big enough, written the Indian way. */
async function expectedFigures(page: Page) {
  const stats = (await (await page.request.get('/api/site-stats')).json()) as SiteStats;
  const shown = (Object.keys(LABELS) as (keyof SiteStats)[]).filter((key) => stats[key] !== null);
  return { stats, terms: shown.map((key) => LABELS[key]), values: shown.map((key) => stats[key]!.toLocaleString('en-IN')) };
}

/**
 * The "in numbers" region shows what /api/site-stats counts, nothing made up. Other journeys post ads in parallel,
 * so the page is read again until it and the API agree (no ad went live between the two reads).
 */
export async function expectRealFigures(page: Page, figures: Locator, { minLiveAds }: { minLiveAds: number }): Promise<void> {
  await expect(figures.getByRole('definition').first()).toBeVisible();
  // The API lets browsers keep the figures a minute (max-age=60), so a reload would show the same old ones until the
  // wait below runs out; routing a request turns Playwright's browser cache off for it, as a fresh visitor's.
  await page.route('**/api/site-stats', (route) => route.continue());
  await expect(async () => {
    const { stats, terms, values } = await expectedFigures(page);
    expect(stats.liveAds).toBeGreaterThanOrEqual(minLiveAds);
    const shown = {
      terms: await figures.getByRole('term').allTextContents(),
      values: await figures.getByRole('definition').allTextContents(),
    };
    if (JSON.stringify(shown) !== JSON.stringify({ terms, values })) {
      await page.reload();
      await expect(figures.getByRole('definition').first()).toBeVisible();
    }
    expect(shown).toEqual({ terms, values });
  }).toPass({ timeout: 30_000 });
}
