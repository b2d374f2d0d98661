import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Reports of a person from their public profile (decision 027); conversations file theirs in their own module. */
export function createPersonReportsRepository(db: Db) {
  return {
    db,

    /** The person behind a public handle; a closed account has no profile to report. */
    async findByHandle(handle: string): Promise<{ id: string } | undefined> {
      const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM users WHERE handle = ${handle} AND deleted_at IS NULL`);
      return row;
    },

    /**
     * Adds the report unless the reporter already has an open one about this person (from a profile or a
     * conversation); answers whether it was added. No unique index covers person reports (a conversation may be
     * reported beside its person), so the pair takes turns on a transaction-level advisory lock instead.
     */
    async reportPerson(r: { reporterId: string; reportedUserId: string; reason: string; details: string | null }): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`report-person:${r.reporterId}:${r.reportedUserId}`}))`);
        const open = await queryRows<{ id: number }>(
          tx,
          sql`SELECT id FROM reports WHERE reporter_id = ${r.reporterId} AND reported_user_id = ${r.reportedUserId}
            AND about = 'person' AND ad_id IS NULL AND status = 'open' LIMIT 1`,
        );
        if (open.length > 0) return false;
        await tx.execute(sql`INSERT INTO reports (reporter_id, about, reported_user_id, reason, details)
          VALUES (${r.reporterId}, 'person', ${r.reportedUserId}, ${r.reason}, ${r.details})`);
        return true;
      });
    },
  };
}

export type PersonReportsRepository = ReturnType<typeof createPersonReportsRepository>;
