import { z } from 'zod';

const figure = z.number().int().nonnegative().nullable();

/**
 * The site's own figures, counted from the database (GET /api/site-stats): live ads, the people selling them and
 * the localities they are in. A figure too small to be worth showing is null, so a page shows it or nothing,
 * never a made-up number.
 */
export const SiteStatsSchema = z.object({
  liveAds: figure,
  sellers: figure,
  localities: figure,
});
export type SiteStats = z.infer<typeof SiteStatsSchema>;
