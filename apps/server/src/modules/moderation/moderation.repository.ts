import type { Language } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** 'keyword': a held word stopped the ad when it went live (decision 030). */
export type HiddenBy = 'operator' | 'system' | 'suspension' | 'keyword';
export type AuditAction =
  | 'ad.hide'
  | 'ad.hold'
  | 'ad.restore'
  | 'ad.refund'
  | 'reports.dismiss'
  | 'user.suspend'
  | 'user.reinstate'
  | 'role.grant'
  | 'role.revoke'
  // The inbox of contact messages and grievances (decision 028).
  | 'inbox.reply'
  | 'inbox.done';

export type AuditRecord = {
  /** null: the site itself (the automatic hold). */
  operatorId: string | null;
  action: AuditAction;
  targetType: 'ad' | 'user' | 'message';
  targetId: string;
  reason: string | null;
  details?: Record<string, unknown>;
};

export type AdForModeration = {
  id: number;
  ownerId: string;
  title: string;
  status: string;
  hiddenAt: Date | null;
  hiddenBy: HiddenBy | null;
};

type GroupRow = {
  kind: 'ad' | 'person';
  ad_id: number | null;
  reported_user_id: string;
  count: number;
  reporters: number;
  oldest_at: Date | string;
  title: string | null;
  status: string | null;
  hidden: boolean | null;
  display_name: string;
  /** The reported person deleted their account (their name is shown in the operator's language). */
  deleted: boolean;
  suspended: boolean;
  reports: { id: number; reporterId: string | null; reason: string; details: string | null; createdAt: string }[];
};

type AuditRow = {
  id: number | string;
  operator_id: string | null;
  operator_name: string | null;
  operator_deleted: boolean;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  details: Record<string, unknown> | null;
  created_at: Date | string;
};

/** Reports, hidden ads, suspensions and the audit log (decision 025). Writes take the caller's transaction. */
export function createModerationRepository(db: Db) {
  return {
    db,

    /** Locks the ad's row, so reports and decisions about one ad take turns. */
    async lockAd(tx: Db, adId: number): Promise<AdForModeration | undefined> {
      const [row] = await queryRows<{
        id: number;
        owner_id: string;
        title: string;
        status: string;
        hidden_at: Date | null;
        hidden_by: HiddenBy | null;
      }>(tx, sql`SELECT id, owner_id, title, status, hidden_at, hidden_by FROM ads WHERE id = ${adId} FOR UPDATE`);
      return (
        row && {
          id: row.id,
          ownerId: row.owner_id,
          title: row.title,
          status: row.status,
          hiddenAt: row.hidden_at,
          hiddenBy: row.hidden_by,
        }
      );
    },

    /** Adds a report unless the person has an open one about the ad; answers whether it was added. */
    async reportAd(tx: Db, r: { reporterId: string; adId: number; ownerId: string; reason: string; details: string | null }) {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO reports (reporter_id, about, reported_user_id, ad_id, reason, details)
          VALUES (${r.reporterId}, 'ad', ${r.ownerId}, ${r.adId}, ${r.reason}, ${r.details})
          ON CONFLICT (ad_id, reporter_id) WHERE status = 'open' AND ad_id IS NOT NULL DO NOTHING RETURNING id`,
      );
      return rows.length > 0;
    },

    async openReporters(tx: Db, adId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(DISTINCT reporter_id)::int AS n FROM reports WHERE ad_id = ${adId} AND status = 'open'`,
      );
      return row?.n ?? 0;
    },

    /** Takes the ad off the market as 'removed', keeping the status it had for a restore. */
    async hideAd(tx: Db, adId: number, reason: string, by: HiddenBy): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE ads SET hidden_status = status, status = 'removed', hidden_at = now(), hidden_reason = ${reason},
            hidden_by = ${by}, updated_at = now()
          WHERE id = ${adId} AND status <> 'removed' RETURNING id`,
      );
      return rows.length > 0;
    },

    /**
     * Gives a hidden ad back the status it had (an active one past its end date stays off the lists: LIVE). An ad a
     * held word stopped as it went live goes live now, for the whole run its plan paid for (decision 030).
     */
    async restoreAd(tx: Db, adId: number): Promise<boolean> {
      const held = sql`hidden_by = 'keyword' AND hidden_status = 'active'`;
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE ads SET status = hidden_status, hidden_status = NULL, hidden_at = NULL, hidden_reason = NULL,
            published_at = CASE WHEN ${held} THEN now() ELSE published_at END,
            expires_at = CASE WHEN ${held} THEN expires_at + (now() - hidden_at) ELSE expires_at END,
            hidden_by = NULL, updated_at = now()
          WHERE id = ${adId} AND status = 'removed' AND hidden_at IS NOT NULL RETURNING id`,
      );
      return rows.length > 0;
    },

    /** The person's ads that are not removed, for a suspension. */
    async adsToHide(tx: Db, ownerId: string): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM ads WHERE owner_id = ${ownerId} AND status <> 'removed' ORDER BY id FOR UPDATE`,
      );
      return rows.map((r) => r.id);
    },

    async adsHiddenBySuspension(tx: Db, ownerId: string): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM ads WHERE owner_id = ${ownerId} AND hidden_by = 'suspension' AND status = 'removed' ORDER BY id FOR UPDATE`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Closes open reports: about one ad, or about one person (not about one of their ads). Answers each closed
     * report's reporter (null for the site's own flags), for the count and the reporters' mails.
     */
    async decideReports(
      tx: Db,
      target: { adId: number } | { userId: string },
      status: 'actioned' | 'dismissed',
      operatorId: string,
    ): Promise<Array<string | null>> {
      const where = 'adId' in target ? sql`ad_id = ${target.adId}` : sql`reported_user_id = ${target.userId} AND ad_id IS NULL`;
      const rows = await queryRows<{ reporter_id: string | null }>(
        tx,
        sql`UPDATE reports SET status = ${status}, decided_at = now(), decided_by = ${operatorId}
          WHERE status = 'open' AND ${where} RETURNING reporter_id`,
      );
      return rows.map((row) => row.reporter_id);
    },

    /** Whether an operator refunded the ad's payments (decision 026): the audit log is the refund's record. */
    async wasRefunded(tx: Db, adId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM audit_log WHERE action = 'ad.refund' AND target_type = 'ad' AND target_id = ${String(adId)} LIMIT 1`,
      );
      return rows.length > 0;
    },

    /** Where to tell reporters of a decision: accounts still open (a deleted one has no address left). */
    async reporterContacts(userIds: string[]): Promise<Array<{ email: string; displayName: string; language: Language }>> {
      if (userIds.length === 0) return [];
      const rows = await queryRows<{ email: string; display_name: string; language: Language }>(
        db,
        sql`SELECT email, display_name, language FROM users
          WHERE id IN (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )}) AND deleted_at IS NULL ORDER BY email`,
      );
      return rows.map((row) => ({ email: row.email, displayName: row.display_name, language: row.language }));
    },

    async findUser(tx: Db, userId: string, lock = false) {
      const [row] = await queryRows<{ id: string; role: string; suspended_at: Date | null }>(
        tx,
        lock
          ? sql`SELECT id, role, suspended_at FROM users WHERE id = ${userId} FOR UPDATE`
          : sql`SELECT id, role, suspended_at FROM users WHERE id = ${userId}`,
      );
      return row;
    },

    async setSuspended(tx: Db, userId: string, suspended: boolean): Promise<void> {
      await tx.execute(sql`UPDATE users SET suspended_at = ${suspended ? sql`now()` : sql`NULL`} WHERE id = ${userId}`);
    },

    /** An operator is a person with the role who is not suspended. */
    async isOperator(userId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM users WHERE id = ${userId} AND role = 'operator' AND suspended_at IS NULL`,
      );
      return rows.length > 0;
    },

    async audit(tx: Db, entry: AuditRecord): Promise<void> {
      await tx.execute(sql`INSERT INTO audit_log (operator_id, action, target_type, target_id, reason, details)
        VALUES (${entry.operatorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${entry.reason},
          ${entry.details ? JSON.stringify(entry.details) : null}::jsonb)`);
    },

    /** The open reports grouped by ad, or by person for reports not about an ad; the longest waiting first. */
    async queue(offset: number, limit: number): Promise<GroupRow[]> {
      return queryRows<GroupRow>(
        db,
        sql`WITH g AS (
            SELECT CASE WHEN ad_id IS NULL THEN 'person' ELSE 'ad' END AS kind, ad_id, reported_user_id,
              count(*)::int AS count, count(DISTINCT reporter_id)::int AS reporters, min(created_at) AS oldest_at
            FROM reports WHERE status = 'open' GROUP BY ad_id, reported_user_id
            ORDER BY oldest_at, ad_id NULLS LAST, reported_user_id LIMIT ${limit} OFFSET ${offset}
          )
          SELECT g.*, a.title, a.status, a.hidden_at IS NOT NULL AS hidden, u.display_name, u.deleted_at IS NOT NULL AS deleted,
            u.suspended_at IS NOT NULL AS suspended,
            (SELECT json_agg(json_build_object('id', r.id, 'reporterId', r.reporter_id, 'reason', r.reason,
                'details', r.details, 'createdAt', r.created_at) ORDER BY r.id)
              FROM reports r WHERE r.status = 'open' AND r.reported_user_id = g.reported_user_id
                AND r.ad_id IS NOT DISTINCT FROM g.ad_id) AS reports
          FROM g LEFT JOIN ads a ON a.id = g.ad_id JOIN users u ON u.id = g.reported_user_id
          ORDER BY g.oldest_at, g.ad_id NULLS LAST, g.reported_user_id`,
      );
    },

    async auditPage(before: number | undefined, limit: number): Promise<AuditRow[]> {
      return queryRows<AuditRow>(
        db,
        sql`SELECT l.id, l.operator_id, u.display_name AS operator_name, u.deleted_at IS NOT NULL AS operator_deleted, l.action, l.target_type, l.target_id, l.reason,
            l.details, l.created_at
          FROM audit_log l LEFT JOIN users u ON u.id = l.operator_id
          WHERE ${before === undefined ? sql`TRUE` : sql`l.id < ${before}`}
          ORDER BY l.id DESC LIMIT ${limit}`,
      );
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
