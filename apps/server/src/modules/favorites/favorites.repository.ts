import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Favourites and the ad's favourite count change in one statement, so the count never drifts. */
export function createFavoritesRepository(db: Db) {
  return {
    async add(userId: string, adId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        WITH ins AS (INSERT INTO favorites (user_id, ad_id) VALUES (${userId}, ${adId}) ON CONFLICT DO NOTHING RETURNING ad_id)
        UPDATE ads SET favorites_count = favorites_count + 1 WHERE id IN (SELECT ad_id FROM ins) RETURNING id`,
      );
      return rows.length > 0;
    },
    async remove(userId: string, adId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        WITH del AS (DELETE FROM favorites WHERE user_id = ${userId} AND ad_id = ${adId} RETURNING ad_id)
        UPDATE ads SET favorites_count = GREATEST(favorites_count - 1, 0) WHERE id IN (SELECT ad_id FROM del) RETURNING id`,
      );
      return rows.length > 0;
    },
    async adIds(userId: string): Promise<number[]> {
      return (await queryRows<{ ad_id: number }>(db, sql`SELECT ad_id FROM favorites WHERE user_id = ${userId}`)).map((r) => r.ad_id);
    },
    /** The condition for the ads repository: this user's favourites that are still public. */
    listCondition: (userId: string) =>
      sql`a.id IN (SELECT ad_id FROM favorites WHERE user_id = ${userId}) AND a.status IN ('active', 'sold')`,
    async addedAt(userId: string): Promise<Map<number, Date>> {
      const rows = await queryRows<{ ad_id: number; created_at: Date | string }>(
        db,
        sql`SELECT ad_id, created_at FROM favorites WHERE user_id = ${userId}`,
      );
      return new Map(rows.map((r) => [r.ad_id, new Date(r.created_at)]));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
