import {
  ADMIN_MESSAGES,
  AUDIT_PAGE_SIZE,
  AUTO_HOLD_REPORTERS,
  MESSAGES,
  REFUND_MESSAGES,
  REPORT_MESSAGES,
  REPORTS_QUEUE_PAGE_SIZE,
  type AdReportReason,
  type AuditEntry,
  type Language,
  type ReportGroup,
} from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../base/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import type { HiddenBy, ModerationRepository } from './moderation.repository.ts';
import type { TellReporters } from './report-mails.ts';
import { isoOf } from '../../lib/iso.ts';
import { shownName } from '../users/shown-name.ts';

type Deps = {
  repo: ModerationRepository;
  adsChanged: ChangeSignal;
  /** Closes the ad's open payment orders (payments module), in the transaction that takes it off the market. */
  closeOpenOrders: (tx: Db, adId: number) => Promise<void>;
  /** Tells the ad's conversations that it left the market or came back (after the change is committed). */
  adChanged: (adId: number) => Promise<void>;
  /** Ends every session of a person (auth module), at once in this process. */
  endSessions: (userId: string) => Promise<void>;
  /** Mails the people whose reports an operator decided (after the commit; decision 026). */
  tellReporters: TellReporters;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

const autoHoldReason = `Reported by ${AUTO_HOLD_REPORTERS} people: held until an operator looks`;

/**
 * Reports of ads and the operators' actions (decision 025). Every action and its audit entry are one transaction;
 * the lists' caches and the ad's conversations hear of a change once it is committed.
 */
export function createModerationService({ repo, adsChanged, closeOpenOrders, adChanged, endSessions, tellReporters, log }: Deps) {
  const afterCommit = async (adIds: number[]) => {
    if (adIds.length === 0) return;
    adsChanged.notify();
    for (const adId of adIds)
      await adChanged(adId).catch((err: unknown) => log.warn({ err, adId }, 'conversations not told of a moderated ad'));
  };

  const hide = async (tx: Db, adId: number, reason: string, by: HiddenBy) => {
    const done = await repo.hideAd(tx, adId, reason, by);
    if (done) await closeOpenOrders(tx, adId);
    return done;
  };

  /** The ad locked for a decision: an unknown one is a 404. */
  const lockedAd = async (tx: Db, adId: number) => {
    const ad = await repo.lockAd(tx, adId);
    if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
    return ad;
  };

  return {
    isOperator: repo.isOperator,

    /** One open report per person and ad; the third different person's report hides the ad (audited as the site's). */
    async reportAd(me: string, adId: number, body: { reason: AdReportReason; details?: string | undefined }): Promise<void> {
      const held = await repo.db.transaction(async (tx) => {
        const ad = await repo.lockAd(tx, adId);
        // Drafts and ads their owner removed are not on the market: nobody can have seen them.
        if (!ad || ad.status === 'draft' || (ad.status === 'removed' && !ad.hiddenAt)) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
        if (ad.ownerId === me) throw new AppError('BAD_REQUEST', REPORT_MESSAGES.ownAd);
        const added = await repo.reportAd(tx, {
          reporterId: me,
          adId,
          ownerId: ad.ownerId,
          reason: body.reason,
          details: body.details || null,
        });
        if (!added) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyReported);
        if (ad.hiddenAt) return false;
        const reporters = await repo.openReporters(tx, adId);
        if (reporters < AUTO_HOLD_REPORTERS || !(await hide(tx, adId, autoHoldReason, 'system'))) return false;
        await repo.audit(tx, {
          operatorId: null,
          action: 'ad.hold',
          targetType: 'ad',
          targetId: String(adId),
          reason: autoHoldReason,
          details: { by: 'system', reporters },
        });
        return true;
      });
      if (held) await afterCommit([adId]);
    },

    /** `language`: the operator's, for a deleted person's name. */
    async queue(page: number, language: Language): Promise<{ groups: ReportGroup[]; page: number; hasMore: boolean }> {
      const rows = await repo.queue((page - 1) * REPORTS_QUEUE_PAGE_SIZE, REPORTS_QUEUE_PAGE_SIZE + 1);
      return {
        page,
        hasMore: rows.length > REPORTS_QUEUE_PAGE_SIZE,
        groups: rows.slice(0, REPORTS_QUEUE_PAGE_SIZE).map((row) => ({
          kind: row.kind,
          adId: row.ad_id,
          adTitle: row.title,
          adStatus: row.status,
          hidden: row.hidden ?? false,
          userId: row.reported_user_id,
          userName: shownName(row.display_name, row.deleted, language),
          suspended: row.suspended,
          count: row.count,
          reporters: row.reporters,
          oldestAt: isoOf(row.oldest_at),
          reports: row.reports.map((r) => ({ ...r, id: Number(r.id), createdAt: isoOf(r.createdAt) })),
        })),
      };
    },

    /** Hides an ad (the owner sees it removed by the moderators, with the reason); its open reports are decided. */
    async hideAd(operatorId: string, adId: number, reason: string): Promise<void> {
      const { title, reporters } = await repo.db.transaction(async (tx) => {
        const ad = await lockedAd(tx, adId);
        if (ad.status === 'removed') throw new AppError('CONFLICT', ad.hiddenAt ? ADMIN_MESSAGES.adAlreadyHidden : ADMIN_MESSAGES.adGone);
        await hide(tx, adId, reason, 'operator');
        const reporters = await repo.decideReports(tx, { adId }, 'actioned', operatorId);
        await repo.audit(tx, {
          operatorId,
          action: 'ad.hide',
          targetType: 'ad',
          targetId: String(adId),
          reason,
          details: { from: ad.status, reports: reporters.length },
        });
        return { title: ad.title, reporters };
      });
      await afterCommit([adId]);
      await tellReporters(reporters, { outcome: 'hidden', adTitle: title });
    },

    /** Puts a hidden ad back as it was; its open reports (those that held it) are dismissed. */
    async restoreAd(operatorId: string, adId: number): Promise<void> {
      const { title, reporters } = await repo.db.transaction(async (tx) => {
        const ad = await lockedAd(tx, adId);
        if (!ad.hiddenAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.adNotHidden);
        // Its money went back: on the market again, it would run on a plan nobody paid for (decision 026).
        if (await repo.wasRefunded(tx, adId)) throw new AppError('CONFLICT', REFUND_MESSAGES.refundedStaysRemoved);
        await repo.restoreAd(tx, adId);
        const reporters = await repo.decideReports(tx, { adId }, 'dismissed', operatorId);
        await repo.audit(tx, {
          operatorId,
          action: 'ad.restore',
          targetType: 'ad',
          targetId: String(adId),
          reason: null,
          details: { hiddenBy: ad.hiddenBy, reports: reporters.length },
        });
        return { title: ad.title, reporters };
      });
      await afterCommit([adId]);
      await tellReporters(reporters, { outcome: 'restored', adTitle: title });
    },

    /** Closes the open reports about an ad or a person without acting; an ad the reports held goes back on the market. */
    async dismiss(operatorId: string, target: { adId?: number | undefined; userId?: string | undefined }): Promise<void> {
      const { restored, reporters, adTitle } = await repo.db.transaction(async (tx) => {
        if (target.adId !== undefined) {
          const ad = await lockedAd(tx, target.adId);
          const reporters = await repo.decideReports(tx, { adId: ad.id }, 'dismissed', operatorId);
          // The site's own holds (three reporters, a held word) end when the operator finds nothing.
          const restore = (ad.hiddenBy === 'system' || ad.hiddenBy === 'keyword') && (await repo.restoreAd(tx, ad.id));
          await repo.audit(tx, {
            operatorId,
            action: 'reports.dismiss',
            targetType: 'ad',
            targetId: String(ad.id),
            reason: null,
            details: { reports: reporters.length, restored: restore },
          });
          return { restored: restore ? [ad.id] : [], reporters, adTitle: ad.title };
        }
        const userId = target.userId!;
        if (!(await repo.findUser(tx, userId))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
        const reporters = await repo.decideReports(tx, { userId }, 'dismissed', operatorId);
        await repo.audit(tx, {
          operatorId,
          action: 'reports.dismiss',
          targetType: 'user',
          targetId: userId,
          reason: null,
          details: { reports: reporters.length },
        });
        return { restored: [], reporters, adTitle: undefined };
      });
      await afterCommit(restored);
      await tellReporters(reporters, { outcome: 'dismissed', adTitle });
    },

    /** Suspends a person: their ads are hidden, their reports decided, then every session of theirs ends. */
    async suspend(operatorId: string, userId: string, reason: string): Promise<void> {
      const { hidden, reporters } = await repo.db.transaction(async (tx) => {
        const user = await repo.findUser(tx, userId, true);
        if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
        if (user.role === 'operator') throw new AppError('CONFLICT', ADMIN_MESSAGES.notOperatorTarget);
        if (user.suspended_at) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadySuspended);
        await repo.setSuspended(tx, userId, true);
        const adIds = await repo.adsToHide(tx, userId);
        for (const adId of adIds) await hide(tx, adId, reason, 'suspension');
        const reporters = await repo.decideReports(tx, { userId }, 'actioned', operatorId);
        await repo.audit(tx, {
          operatorId,
          action: 'user.suspend',
          targetType: 'user',
          targetId: userId,
          reason,
          details: { hiddenAds: adIds, reports: reporters.length },
        });
        return { hidden: adIds, reporters };
      });
      await endSessions(userId);
      await afterCommit(hidden);
      await tellReporters(reporters, { outcome: 'suspended' });
    },

    /** Lets a suspended person sign in again and gives back the ads the suspension hid. */
    async reinstate(operatorId: string, userId: string): Promise<void> {
      const restored = await repo.db.transaction(async (tx) => {
        const user = await repo.findUser(tx, userId, true);
        if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
        if (!user.suspended_at) throw new AppError('CONFLICT', ADMIN_MESSAGES.notSuspended);
        await repo.setSuspended(tx, userId, false);
        const adIds = await repo.adsHiddenBySuspension(tx, userId);
        for (const adId of adIds) await repo.restoreAd(tx, adId);
        await repo.audit(tx, {
          operatorId,
          action: 'user.reinstate',
          targetType: 'user',
          targetId: userId,
          reason: null,
          details: { restoredAds: adIds },
        });
        return adIds;
      });
      await afterCommit(restored);
    },

    async audit(before: number | undefined, language: Language): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
      const rows = await repo.auditPage(before, AUDIT_PAGE_SIZE + 1);
      return {
        hasMore: rows.length > AUDIT_PAGE_SIZE,
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
          id: Number(row.id),
          operatorId: row.operator_id,
          operatorName: row.operator_name === null ? null : shownName(row.operator_name, row.operator_deleted, language),
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          reason: row.reason,
          details: row.details,
          createdAt: isoOf(row.created_at),
        })),
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
