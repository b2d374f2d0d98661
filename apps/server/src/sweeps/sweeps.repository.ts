import type { Language } from '@mohalla/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { ads } from '../db/schema.ts';

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

    /** Active ads past their end date become expired. */
    async expirePastDate(): Promise<void> {
      await db
        .update(ads)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(ads.status, 'active'), lt(ads.expiresAt, new Date())));
    },

    /** Marks the active ads ending within `days` whose owners were not reminded yet, and answers them. */
    markExpiryReminders: (days: number) =>
      queryRows<DueAd>(
        db,
        sql`
        UPDATE ads a SET expiry_reminded_at = now()
        FROM users u
        WHERE u.id = a.owner_id AND a.status = 'active' AND a.expiry_reminded_at IS NULL
          AND a.expires_at > now() AND a.expires_at <= now() + make_interval(days => ${days})
        RETURNING a.id, a.title, a.expires_at, u.email, u.display_name, u.language`,
      ),
  };
}

export type SweepsRepository = ReturnType<typeof createSweepsRepository>;
