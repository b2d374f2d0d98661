import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Two dHashes this close (differing bits of 64) are the same picture, re-encoded or resized (decision 030). */
export const DHASH_NEAR_BITS = 4;
/**
 * A picture with almost no edges (one colour, a blank page, a smooth gradient) has almost all bits equal, and
 * every such photo is near every other: its dHash proves nothing, only its bytes do.
 */
const DHASH_MIN_SET_BITS = 8;
const bits = (hex: SQL) => sql`('x' || ${hex})::bit(64)`;

/** What the site checks when an ad goes live (decision 030). Every call takes the publishing transaction. */
export function createHoldsRepository() {
  return {
    /** The ad as it goes live, locked until the publishing transaction ends. */
    async lockAd(tx: Db, adId: number) {
      const [row] = await queryRows<{ id: number; owner_id: string; title: string; description: string; status: string }>(
        tx,
        sql`SELECT id, owner_id, title, description, status FROM ads WHERE id = ${adId} FOR UPDATE`,
      );
      return row;
    },

    /** The held words, less those an operator already let through for this ad (its dismissed keyword reports). */
    async wordsToCheck(tx: Db, adId: number): Promise<string[]> {
      const rows = await queryRows<{ word: string }>(
        tx,
        sql`SELECT word FROM held_keywords k WHERE NOT EXISTS (
            SELECT 1 FROM reports r WHERE r.ad_id = ${adId} AND r.reason = 'keyword' AND r.status = 'dismissed' AND r.details = k.word)
          ORDER BY word`,
      );
      return rows.map((r) => r.word);
    },

    /** Takes the ad off the market as held ('removed', hidden by 'keyword'), keeping its status for the restore. */
    async hold(tx: Db, adId: number, reason: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE ads SET hidden_status = status, status = 'removed', hidden_at = now(), hidden_reason = ${reason},
            hidden_by = 'keyword', updated_at = now()
          WHERE id = ${adId} AND status = 'active' RETURNING id`,
      );
      return rows.length > 0;
    },

    /**
     * Other accounts' ads with a photo of the same bytes, or of the same picture (a near dHash), as one of this ad's.
     * The dHash comparison reads every hashed image: fine for a neighbourhood site's few thousand photos.
     */
    async adsSharingPhotos(tx: Db, adId: number, ownerId: string): Promise<number[]> {
      const rows = await queryRows<{ ad_id: number }>(
        tx,
        sql`SELECT DISTINCT other.ad_id FROM ad_images mine
          JOIN ad_images other ON other.ad_id IS NOT NULL AND other.ad_id <> mine.ad_id
            AND (other.sha256 = mine.sha256 OR (other.dhash IS NOT NULL
              AND bit_count(${bits(sql`mine.dhash`)}) BETWEEN ${DHASH_MIN_SET_BITS} AND ${64 - DHASH_MIN_SET_BITS}
              AND bit_count(${bits(sql`mine.dhash`)} # ${bits(sql`other.dhash`)}) <= ${DHASH_NEAR_BITS}))
          JOIN ads a ON a.id = other.ad_id AND a.owner_id <> ${ownerId}
          WHERE mine.ad_id = ${adId}
          ORDER BY other.ad_id`,
      );
      return rows.map((r) => r.ad_id);
    },

    /**
     * The site's own report about an ad (no reporter), unless the same one was ever filed: a flag decided once is
     * not raised again each time the ad is renewed or edited. Answers whether it was added.
     */
    async flag(tx: Db, f: { adId: number; ownerId: string; reason: 'keyword' | 'duplicate-photo'; details: string }): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO reports (reporter_id, about, reported_user_id, ad_id, reason, details)
          SELECT NULL, 'ad', ${f.ownerId}, ${f.adId}, ${f.reason}, ${f.details}
          WHERE NOT EXISTS (SELECT 1 FROM reports WHERE ad_id = ${f.adId} AND reporter_id IS NULL AND reason = ${f.reason}
            AND details = ${f.details} AND ${f.reason === 'keyword' ? sql`status = 'open'` : sql`TRUE`})
          RETURNING id`,
      );
      return rows.length > 0;
    },

    /** Ads the person created since `since`; the person's row is locked so simultaneous posts count in turn. */
    async adsCreatedSince(tx: Db, ownerId: string, since: Date): Promise<{ registeredAt: Date; count: number } | undefined> {
      const [user] = await queryRows<{ created_at: Date | string }>(tx, sql`SELECT created_at FROM users WHERE id = ${ownerId} FOR UPDATE`);
      if (!user) return undefined;
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM ads WHERE owner_id = ${ownerId} AND created_at >= ${since.toISOString()}::timestamptz`,
      );
      return { registeredAt: new Date(user.created_at), count: row?.n ?? 0 };
    },
  };
}

export type HoldsRepository = ReturnType<typeof createHoldsRepository>;
