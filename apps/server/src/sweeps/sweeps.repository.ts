import type { Language } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

// Any constant works; it only has to be the same on every instance of the server.
const SWEEP_LOCK = 4_242_001;

/** An ad whose owner is to be reminded that it expires soon. */
export type DueAd = { id: number; title: string; expires_at: Date | string; email: string; display_name: string; language: Language };

/** The sweep's own statements: its lock and the ad lifecycle changes that no owner asked for. */
export function createSweepsRepository(db: Db) {
  return {
    /**
     * Runs `work` in a transaction holding the sweep's advisory lock, or not at all (false) when another
     * instance holds it; the lock ends with the transaction.
     */
    async withSweepLock(work: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [lock] = await queryRows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS ok`);
        if (!lock?.ok) return false;
        await work(tx);
        return true;
      });
    },

    /** Active ads past their end date become expired, the longest past first, at most `batch` of them. */
    async expirePastDate(batch: number): Promise<void> {
      await queryRows(
        db,
        sql`UPDATE ads SET status = 'expired', updated_at = now()
          WHERE id IN (SELECT id FROM ads WHERE status = 'active' AND expires_at < now() ORDER BY expires_at LIMIT ${batch})`,
      );
    },

    /** Marks the active ads ending within `days` whose owners were not reminded yet, the soonest first, at most `batch`; answers them. */
    markExpiryReminders: (days: number, batch: number) =>
      queryRows<DueAd>(
        db,
        sql`
        UPDATE ads a SET expiry_reminded_at = now()
        FROM users u
        WHERE u.id = a.owner_id
          AND a.id IN (
            SELECT id FROM ads WHERE status = 'active' AND expiry_reminded_at IS NULL
              AND expires_at > now() AND expires_at <= now() + make_interval(days => ${days})
            ORDER BY expires_at LIMIT ${batch}
          )
        RETURNING a.id, a.title, a.expires_at, u.email, u.display_name, u.language`,
      ),
  };
}

export type SweepsRepository = ReturnType<typeof createSweepsRepository>;
