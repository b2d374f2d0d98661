import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type NewReport = {
  reporterId: string;
  about: 'conversation' | 'person';
  reportedUserId: string;
  conversationId: number;
  reason: string;
  details: string | null;
};

/** Blocks between people and the reports they file. */
export function createSafetyRepository(db: Db) {
  return {
    async setBlocked(blocker: string, blocked: string, on: boolean, tx: Db = db): Promise<void> {
      await tx.execute(
        on
          ? sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${blocker}, ${blocked}) ON CONFLICT DO NOTHING`
          : sql`DELETE FROM user_blocks WHERE blocker_id = ${blocker} AND blocked_id = ${blocked}`,
      );
    },

    /** Whether `a` blocked `b` and whether `b` blocked `a`. */
    async blocksBetween(a: string, b: string, tx: Db = db): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
      const rows = await queryRows<{ blocker_id: string }>(
        tx,
        sql`SELECT blocker_id FROM user_blocks
          WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a})`,
      );
      return { aBlockedB: rows.some((r) => r.blocker_id === a), bBlockedA: rows.some((r) => r.blocker_id === b) };
    },

    async report(report: NewReport): Promise<void> {
      await db.execute(sql`INSERT INTO reports (reporter_id, about, reported_user_id, conversation_id, reason, details)
        VALUES (${report.reporterId}, ${report.about}, ${report.reportedUserId}, ${report.conversationId}, ${report.reason}, ${report.details})`);
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
