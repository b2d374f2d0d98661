import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

const LIVE = sql`a.status = 'active' AND (a.expires_at IS NULL OR a.expires_at > now())`;

export function createDashboardRepository(db: Db) {
  return {
    async stats(ownerId: string) {
      const [row] = await queryRows<{ total_ads: number; active_ads: number; total_views: number; total_favorites: number }>(
        db,
        sql`
        SELECT count(*)::int AS total_ads,
          count(*) FILTER (WHERE ${LIVE})::int AS active_ads,
          COALESCE(sum(a.views), 0)::int AS total_views,
          COALESCE(sum(a.favorites_count), 0)::int AS total_favorites
        FROM ads a WHERE a.owner_id = ${ownerId} AND a.status <> 'removed'`,
      );
      return row!;
    },

    /** Views of the owner's ads per day (Asia/Kolkata days, as recorded), zero-filled. */
    async viewsDaily(ownerId: string, days: number, today: string) {
      return queryRows<{ date: string; views: number }>(
        db,
        sql`
        WITH span AS (
          SELECT to_char(d, 'YYYY-MM-DD') AS date FROM generate_series(${today}::date - (${days - 1})::int, ${today}::date, interval '1 day') AS d
        )
        SELECT span.date, COALESCE(count(v.ad_id), 0)::int AS views
        FROM span LEFT JOIN (
          SELECT v.ad_id, v.day FROM ad_views v JOIN ads a ON a.id = v.ad_id WHERE a.owner_id = ${ownerId}
        ) v ON to_char(v.day, 'YYYY-MM-DD') = span.date
        GROUP BY span.date ORDER BY span.date`,
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
