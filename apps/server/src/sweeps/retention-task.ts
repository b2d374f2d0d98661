import fs from 'node:fs';
import { RETENTION_DAYS } from '@mohalla/shared';
import { logFilesBefore } from '../lib/daily-log.ts';
import { kolkataDay } from '../lib/kolkata-day.ts';
import type { Db } from '../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createRetentionRepository } from './retention.repository.ts';
import type { SweepTask } from './sweeper.ts';

const DAY = 86_400_000;

/**
 * Once a day (the sweeper ticks every 10 minutes), deletes what the IT Rules keep for RETENTION_DAYS and no
 * longer: the audit log, closed accounts' registration data, decided reports, and the content and photos of
 * removed ads (decision 029), and the server log's day files; and the contact reveals of days before yesterday,
 * which no limit reads any more.
 * Photo files go after the commit, like the orphan sweep's.
 */
export function retentionTask(media: MediaStore, options: { everyMs?: number; now?: () => Date; logDir?: string | null } = {}): SweepTask {
  const everyMs = options.everyMs ?? DAY;
  const now = options.now ?? (() => new Date());
  let lastRun = -Infinity;
  return {
    name: 'retention',
    async run(tx: Db) {
      const at = now();
      if (at.getTime() - lastRun < everyMs) return;
      const cutoff = new Date(at.getTime() - RETENTION_DAYS * DAY);
      const repo = createRetentionRepository(tx);
      await repo.deleteAuditBefore(cutoff);
      await repo.deleteClosedAccountsBefore(cutoff);
      await repo.deleteDecidedReportsBefore(cutoff);
      await repo.deleteContactRevealsBefore(kolkataDay(new Date(at.getTime() - DAY)));
      const photos = await repo.deleteRemovedAdPhotos(cutoff);
      const logFiles = options.logDir ? await logFilesBefore(options.logDir, kolkataDay(cutoff)) : [];
      await repo.stripRemovedAds(cutoff);
      // Counted as done only once committed: a failed sweep tries again at the next tick.
      return async () => {
        lastRun = at.getTime();
        for (const photo of photos) for (const key of Object.values(photo.variants)) await media.delete(key);
        for (const file of logFiles) await fs.promises.rm(file, { force: true });
      };
    },
  };
}
