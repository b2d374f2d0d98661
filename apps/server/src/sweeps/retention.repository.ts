import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** What a stripped ad shows wherever its row is still read (an old payment, a report, a conversation). */
export const STRIPPED_AD_TITLE = 'Removed ad';

/** When an ad was taken down: the expression the partial index ads_removed_idx holds, so it must stay the same. */
const REMOVED_AT = sql`COALESCE(a.hidden_at, a.updated_at)`;

/** Content the owner wrote is still on the row. */
const UNSTRIPPED = sql`(a.description <> '' OR a.title <> ${STRIPPED_AD_TITLE} OR a.contact_phone IS NOT NULL)`;

/** Nothing names the ad any more: a payment (accounting), a conversation or a report keeps its (emptied) row. */
const UNREFERENCED = sql`NOT EXISTS (SELECT 1 FROM payments p WHERE p.ad_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.ad_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.ad_id = a.id)`;

/** A list of ids as one parameter (a PostgreSQL array literal): drizzle would spread an array into one parameter each. */
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Runs a statement of the form `... RETURNING 1` and answers how many rows it touched. */
async function countOf(db: Db, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`WITH done AS (${statement}) SELECT count(*)::int AS n FROM done`);
  return row?.n ?? 0;
}

/**
 * Deletes at most `batch` rows of `table` older than `cutoff` by `age`, the oldest first (through the index on `age`
 * that `where` makes partial); answers how many went.
 */
function deleteOldest(db: Db, rows: { table: SQL; key: SQL; age: SQL; where: SQL }, cutoff: Date, batch: number): Promise<number> {
  const { table, key, age, where } = rows;
  return countOf(
    db,
    sql`DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${where} AND ${age} < ${cutoff} ORDER BY ${age} LIMIT ${batch}) RETURNING 1`,
  );
}

/**
 * The retention sweep's statements (decision 029): the records the IT Rules keep 180 days, deleted after. Each works
 * on at most `batch` rows, the oldest first, through an index (decision 029, "in batches, through indexes"): the sweep's
 * single transaction must never meet a statement that outlasts the timeout, whatever backlog a first run finds.
 * Each answers how many rows it took, so the task knows whether some are left.
 */
export function createRetentionRepository(db: Db) {
  return {
    deleteAuditBefore: (cutoff: Date, batch: number) =>
      deleteOldest(db, { table: sql`audit_log`, key: sql`id`, age: sql`created_at`, where: sql`true` }, cutoff, batch),
    deleteClosedAccountsBefore: (cutoff: Date, batch: number) =>
      deleteOldest(db, { table: sql`closed_accounts`, key: sql`user_id`, age: sql`closed_at`, where: sql`true` }, cutoff, batch),
    /**
     * The daily reveal limit reads only today's rows (decision 027): older days are kept no longer than a day past,
     * so the table never holds more than three days of reveals and needs no batches.
     */
    async deleteContactRevealsBefore(day: string): Promise<void> {
      await db.execute(sql`DELETE FROM contact_reveals WHERE day < ${day}::date`);
    },
    /** Reports an operator decided (or a suspension settled) before the cut-off; open ones wait for an operator. */
    deleteDecidedReportsBefore: (cutoff: Date, batch: number) =>
      deleteOldest(
        db,
        { table: sql`reports`, key: sql`id`, age: sql`COALESCE(decided_at, created_at)`, where: sql`status <> 'open'` },
        cutoff,
        batch,
      ),
    /**
     * Ads taken down (by their owners, a deleted account or the moderators) before the cut-off that still have work:
     * content to strip, or a row nothing names any more. Stripped rows a payment still names are passed over (an index
     * entry and a lookup each a day), so they never fill a batch.
     */
    removedAdsDue: async (cutoff: Date, batch: number): Promise<number[]> =>
      (
        await queryRows<{ id: number }>(
          db,
          sql`SELECT a.id FROM ads a WHERE a.status = 'removed' AND ${REMOVED_AT} < ${cutoff} AND (${UNSTRIPPED} OR (${UNREFERENCED}))
            ORDER BY ${REMOVED_AT} LIMIT ${batch}`,
        )
      ).map((row) => row.id),
    /** Deletes those ads' photo rows; answers their files for the caller to delete. */
    deleteAdPhotos: async (ids: number[]) =>
      ids.length === 0
        ? []
        : queryRows<{ variants: Record<string, string> }>(
            db,
            sql`DELETE FROM ad_images WHERE ad_id = ANY(${idArray(ids)}) RETURNING variants`,
          ),
    /** Strips what the owners wrote from those ads, then deletes the rows nothing refers to; the others stay, empty. */
    async stripAds(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`
        UPDATE ads a SET title = ${STRIPPED_AD_TITLE}, description = '', features = '{}', amenities = '{}', subcategory = NULL,
          contact_name = ${STRIPPED_AD_TITLE}, contact_phone = NULL, contact_whatsapp = NULL, contact_email = NULL, hidden_reason = NULL
        WHERE a.id = ANY(${idArray(ids)}) AND ${UNSTRIPPED}`);
      await db.execute(sql`DELETE FROM ads a WHERE a.id = ANY(${idArray(ids)}) AND ${UNREFERENCED}`);
    },
  };
}
