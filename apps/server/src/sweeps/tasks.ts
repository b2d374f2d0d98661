import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adImages, ads, sessions } from '../db/schema.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { SweepTask } from './sweeper.ts';

const DAY = 86_400_000;

/** Uploads never attached to an ad (or detached by an edit) for a day are deleted, rows first, files after. */
export function orphanImagesTask(media: MediaStore, maxAgeMs = DAY): SweepTask {
  return {
    name: 'orphan-images',
    async run(tx: Db) {
      const gone = await tx
        .delete(adImages)
        .where(and(isNull(adImages.adId), lt(adImages.createdAt, new Date(Date.now() - maxAgeMs))))
        .returning({ variants: adImages.variants });
      if (gone.length === 0) return;
      return async () => {
        for (const image of gone) for (const key of Object.values(image.variants)) await media.delete(key);
      };
    },
  };
}

/** Active ads past their end date become expired (lists already hide them; this makes the status say so). */
export const expireAdsTask: SweepTask = {
  name: 'expire-ads',
  async run(tx: Db) {
    await tx
      .update(ads)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(eq(ads.status, 'active'), lt(ads.expiresAt, new Date())));
  },
};

export function expiredSessionsTask(idleDays: number): SweepTask {
  return {
    name: 'expired-sessions',
    async run(tx: Db) {
      const now = new Date();
      await tx.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleDays * DAY))));
    },
  };
}
