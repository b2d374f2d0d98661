import { and, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adImages } from '../../db/schema.ts';
import type { StoredImage } from '../../media/media-store.ts';

export type AdImageRow = typeof adImages.$inferSelect;

/** A photo sent in a conversation: it belongs to the message, never to an ad, and is never swept as unattached. */
const IN_A_MESSAGE = sql`EXISTS (SELECT 1 FROM messages m WHERE m.image_id = ${adImages.id})`;

export function createAdImagesRepository(db: Db) {
  return {
    /** A processed upload, owned by its uploader and attached to no ad yet. */
    async insertUpload(ownerId: string, image: StoredImage): Promise<AdImageRow> {
      const [row] = await db
        .insert(adImages)
        .values({
          id: image.id,
          ownerId,
          variants: image.variants,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          sha256: image.fingerprint?.sha256 ?? null,
          dhash: image.fingerprint?.dhash ?? null,
        })
        .returning();
      return row!;
    },

    forAd: (adId: number) => db.select().from(adImages).where(eq(adImages.adId, adId)).orderBy(adImages.position),

    /** Images this user may attach to the ad: their own, unattached or already on this ad, and in no message. */
    async attachable(ownerId: string, adId: number | null, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: adImages.id })
        .from(adImages)
        .where(
          and(
            inArray(adImages.id, ids),
            eq(adImages.ownerId, ownerId),
            adId === null ? isNull(adImages.adId) : or(isNull(adImages.adId), eq(adImages.adId, adId)),
            not(IN_A_MESSAGE),
          ),
        );
      return rows.map((r) => r.id);
    },

    /**
     * Makes the ad's images exactly `ids`, in that order. Images dropped from the ad are detached, not deleted,
     * and the orphan sweep removes them a day later, so a mistaken edit loses nothing at once.
     */
    async setForAd(tx: Db, adId: number, ownerId: string, ids: string[]): Promise<void> {
      await tx
        .update(adImages)
        .set({ adId: null })
        .where(and(eq(adImages.adId, adId), ids.length ? sql`${adImages.id} NOT IN ${ids}` : sql`true`));
      for (const [position, id] of ids.entries()) {
        await tx
          .update(adImages)
          .set({ adId, position })
          .where(and(eq(adImages.id, id), eq(adImages.ownerId, ownerId)));
      }
    },

    /**
     * Deletes the uploads never attached (or detached) before the cut-off, and every image of a removed ad (their
     * files go when the ad is removed; this catches what a crash or an unreachable store left), but not of one the
     * moderators hid, which may be restored (decision 025); answers their files for the caller to delete.
     */
    async deleteOrphansBefore(cutoff: Date, batch: number): Promise<Array<Pick<AdImageRow, 'variants'>>> {
      // Two lookups of at most `batch` rows each, the unattached by their own index: as one OR they were a scan of
      // every image (6 s at a million ads).
      const unattached = sql`SELECT id FROM ad_images WHERE ad_id IS NULL AND created_at < ${cutoff.toISOString()}::timestamptz
        AND NOT ${IN_A_MESSAGE} LIMIT ${batch}`;
      const ofRemoved = sql`SELECT i.id FROM ad_images i
        WHERE i.ad_id IN (SELECT a.id FROM ads a WHERE a.status = 'removed' AND a.hidden_at IS NULL) LIMIT ${batch}`;
      return db
        .delete(adImages)
        .where(sql`${adImages.id} IN ((${unattached}) UNION ALL (${ofRemoved}))`)
        .returning({ variants: adImages.variants });
    },

    /** Deletes these image rows (their files are already gone). */
    async deleteRows(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(adImages).where(inArray(adImages.id, ids));
    },

    /** Deletes the owner's unattached uploads among `ids`; answers their files for the caller to delete. */
    async deleteUnattached(ownerId: string, ids: string[]): Promise<Array<Pick<AdImageRow, 'variants'>>> {
      return db
        .delete(adImages)
        .where(and(inArray(adImages.id, ids), eq(adImages.ownerId, ownerId), isNull(adImages.adId), not(IN_A_MESSAGE)))
        .returning({ variants: adImages.variants });
    },

    async delete(id: string): Promise<void> {
      await db.delete(adImages).where(eq(adImages.id, id));
    },
  };
}

export type AdImagesRepository = ReturnType<typeof createAdImagesRepository>;
