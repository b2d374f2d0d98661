import fs from 'node:fs';
import { RETENTION_DAYS } from '@mohalla/shared';
import { logFilesBefore } from '../lib/daily-log.ts';
import { kolkataDay } from '../lib/kolkata-day.ts';
import type { Db } from '../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { SWEEP_BATCH, type SweepTask } from './sweeper.ts';

const DAY = 86_400_000;

/**
 * Once a day (the sweeper ticks every 10 minutes), deletes what the IT Rules keep for RETENTION_DAYS and no
 * longer: the audit log, closed accounts' registration data, decided reports, and the content and photos of
 * removed ads (decision 029), and the server log's day files; and the contact reveals of days before yesterday,
 * which no limit reads any more. Each statement takes at most a batch (SWEEP_BATCH), the oldest first; a backlog
 * (a first run, a sweeper that was down) is worked off a batch every tick until none is full.
 * Photo files go after the commit, like the orphan sweep's.
 */
export function retentionTask(
  media: MediaStore,
  options: { everyMs?: number; now?: () => Date; logDir?: string | null; batch?: number } = {},
): SweepTask {
  const everyMs = options.everyMs ?? DAY;
  const batch = options.batch ?? SWEEP_BATCH;
  const now = options.now ?? (() => new Date());
  let lastRun = -Infinity;
  return {
    name: 'retention',
    async run(tx: Db) {
      const at = now();
      if (at.getTime() - lastRun < everyMs) return;
      const cutoff = new Date(at.getTime() - RETENTION_DAYS * DAY);
      const repo = createRetentionRepository(tx);
      const taken = [
        await repo.deleteAuditBefore(cutoff, batch),
        await repo.deleteClosedAccountsBefore(cutoff, batch),
        await repo.deleteDecidedReportsBefore(cutoff, batch),
      ];
      await repo.deleteContactRevealsBefore(kolkataDay(new Date(at.getTime() - DAY)));
      const removed = await repo.removedAdsDue(cutoff, batch);
      const photos = await repo.deleteAdPhotos(removed);
      await repo.stripAds(removed);
      // A full batch may have left more: the next tick (ten minutes on) goes on, instead of the next day.
      const more = [...taken, removed.length].some((n) => n >= batch);
      const logFiles = options.logDir ? await logFilesBefore(options.logDir, kolkataDay(cutoff)) : [];
      // Counted as done only once committed: a failed sweep tries again at the next tick.
      return async () => {
        if (!more) lastRun = at.getTime();
        for (const photo of photos) for (const key of Object.values(photo.variants)) await media.delete(key);
        for (const file of logFiles) await fs.promises.rm(file, { force: true });
      };
    },
  };
}
