import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { createAdImagesRepository } from '../modules/uploads/ad-images.repository.ts';
import { SWEEP_BATCH, type SweepTask } from './sweeper.ts';
import { createSweepsRepository } from './sweeps.repository.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Uploads never attached to an ad (or detached by an edit) for a day are deleted, rows first, files after. */
export function orphanImagesTask(media: MediaStore, maxAgeMs = DAY): SweepTask {
  return {
    name: 'orphan-images',
    async run(tx: Db) {
      const gone = await createAdImagesRepository(tx).deleteOrphansBefore(new Date(Date.now() - maxAgeMs), SWEEP_BATCH);
      if (gone.length === 0) return;
      return async () => {
        for (const image of gone) for (const key of Object.values(image.variants)) await media.delete(key);
      };
    },
  };
}

/** Temporary files of writes cut short (a kill mid-upload) are deleted an hour later; no write takes that long. */
export function staleTempFilesTask(media: MediaStore, log: FastifyBaseLogger, maxAgeMs = HOUR): SweepTask {
  return {
    name: 'stale-temp-files',
    async run() {
      if (!media.sweepTemporary) return;
      const before = new Date(Date.now() - maxAgeMs);
      return async () => {
        const removed = (await media.sweepTemporary?.(before)) ?? 0;
        if (removed > 0) log.info({ removed }, 'stale temporary media files deleted');
      };
    },
  };
}

/** Active ads past their end date become expired (lists already hide them; this makes the status say so). */
export function expireAdsTask(batch = SWEEP_BATCH): SweepTask {
  return {
    name: 'expire-ads',
    async run(tx: Db) {
      await createSweepsRepository(tx).expirePastDate(batch);
    },
  };
}

export function expiredSessionsTask(idleDays: number): SweepTask {
  return {
    name: 'expired-sessions',
    async run(tx: Db) {
      const now = new Date();
      await createSessionsRepository(tx).deleteExpired(now, new Date(now.getTime() - idleDays * DAY));
    },
  };
}
