import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/** What a stripped ad shows wherever its row is still read (an old payment, a report, a conversation). */
export const STRIPPED_AD_TITLE = 'Removed ad';

/** An ad taken down (by its owner, a deleted account or the moderators) before `cutoff`, whose content is still there. */
const removedBefore = (cutoff: Date) => sql`a.status = 'removed' AND COALESCE(a.hidden_at, a.updated_at) < ${cutoff}`;

/** The retention sweep's statements (decision 029): the records the IT Rules keep 180 days, deleted after. */
export function createRetentionRepository(db: Db) {
  return {
    async deleteAuditBefore(cutoff: Date): Promise<void> {
      await db.execute(sql`DELETE FROM audit_log WHERE created_at < ${cutoff}`);
    },
    async deleteClosedAccountsBefore(cutoff: Date): Promise<void> {
      await db.execute(sql`DELETE FROM closed_accounts WHERE closed_at < ${cutoff}`);
    },
    /** The daily reveal limit reads only today's rows (decision 027): older days are kept no longer than a day past. */
    async deleteContactRevealsBefore(day: string): Promise<void> {
      await db.execute(sql`DELETE FROM contact_reveals WHERE day < ${day}::date`);
    },
    /** Reports an operator decided (or a suspension settled) before the cut-off; open ones wait for an operator. */
    async deleteDecidedReportsBefore(cutoff: Date): Promise<void> {
      await db.execute(sql`DELETE FROM reports WHERE status <> 'open' AND COALESCE(decided_at, created_at) < ${cutoff}`);
    },
    /** Deletes the photo rows of ads removed before the cut-off; answers their files for the caller to delete. */
    deleteRemovedAdPhotos: (cutoff: Date) =>
      queryRows<{ variants: Record<string, string> }>(
        db,
        sql`DELETE FROM ad_images WHERE ad_id IN (SELECT a.id FROM ads a WHERE ${removedBefore(cutoff)}) RETURNING variants`,
      ),
    /**
     * Strips what the owner wrote from ads removed before the cut-off, then deletes the rows nothing refers to; a row
     * a payment (accounting), a conversation or a report still names stays, empty.
     */
    async stripRemovedAds(cutoff: Date): Promise<void> {
      await db.execute(sql`
        UPDATE ads a SET title = ${STRIPPED_AD_TITLE}, description = '', features = '{}', amenities = '{}', subcategory = NULL,
          contact_name = ${STRIPPED_AD_TITLE}, contact_phone = NULL, contact_whatsapp = NULL, contact_email = NULL, hidden_reason = NULL
        WHERE ${removedBefore(cutoff)} AND (a.description <> '' OR a.title <> ${STRIPPED_AD_TITLE} OR a.contact_phone IS NOT NULL)`);
      await db.execute(sql`
        DELETE FROM ads a WHERE ${removedBefore(cutoff)}
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.ad_id = a.id)
          AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.ad_id = a.id)
          AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.ad_id = a.id)`);
    },
  };
}
