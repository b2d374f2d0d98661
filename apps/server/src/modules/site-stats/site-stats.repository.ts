import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { LIVE } from '../ads/ads.repository.ts';

export type SiteCountsRow = { live_ads: number; sellers: number; localities: number };

export function createSiteStatsRepository(db: Db) {
  return {
    /** Live ads, the people who own one and the localities they are in: one pass over the live ads. */
    async counts(): Promise<SiteCountsRow> {
      const [row] = await queryRows<SiteCountsRow>(
        db,
        sql`
        SELECT count(*)::int AS live_ads, count(DISTINCT a.owner_id)::int AS sellers, count(DISTINCT a.location_id)::int AS localities
        FROM ads a WHERE ${LIVE}`,
      );
      return row ?? { live_ads: 0, sellers: 0, localities: 0 };
    },
  };
}

export type SiteStatsRepository = ReturnType<typeof createSiteStatsRepository>;
