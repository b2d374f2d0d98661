import { MESSAGES, REFUND_MESSAGES, REFUND_STATES, type HiddenAd, type Language, type RefundState } from '@mohalla/shared';
import { AppError } from '../../base/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { RefundRecord } from '../payments/refunds.repository.ts';
import type { ModerationRepository } from './moderation.repository.ts';
import type { PaidOrder, RemovedAdsRepository } from './removed-ads.repository.ts';
import { isoOf } from '../../lib/iso.ts';
import { shownName } from '../users/shown-name.ts';

export const REMOVED_ADS_PAGE_SIZE = 20;

/** The payments module's refund path (decision 018): one refund row per order, asked of PhonePe after the commit. */
export type RefundPath = {
  record: (tx: Db, order: PaidOrder, reason: string) => Promise<RefundRecord | undefined>;
  submit: (refund: RefundRecord) => Promise<void>;
};

type Deps = { repo: RemovedAdsRepository; moderation: ModerationRepository; refunds: RefundPath };

const toRefundState = (state: string | null): RefundState | null =>
  state !== null && (REFUND_STATES as readonly string[]).includes(state) ? (state as RefundState) : null;

/**
 * Ads the moderators removed and the refund of their payments (decision 026). A refund is offered only for an ad
 * an operator hid: the automatic hold waits for an operator, and a suspension is the seller's own doing.
 */
export function createRemovedAdsService({ repo, moderation, refunds }: Deps) {
  return {
    /** `language`: the operator's, for a deleted owner's name. */
    async page(page: number, language: Language): Promise<{ ads: HiddenAd[]; page: number; hasMore: boolean }> {
      const rows = await repo.page((page - 1) * REMOVED_ADS_PAGE_SIZE, REMOVED_ADS_PAGE_SIZE + 1);
      return {
        page,
        hasMore: rows.length > REMOVED_ADS_PAGE_SIZE,
        ads: rows.slice(0, REMOVED_ADS_PAGE_SIZE).map((row) => ({
          adId: row.id,
          title: row.title,
          ownerId: row.owner_id,
          ownerName: shownName(row.display_name, row.deleted, language),
          ownerSuspended: row.suspended,
          hiddenAt: isoOf(row.hidden_at),
          hiddenReason: row.hidden_reason,
          hiddenBy: row.hidden_by,
          isRefunded: row.is_refunded,
          payments: (row.payments ?? []).map((p) => ({ ...p, paidAt: isoOf(p.paidAt), refundState: toRefundState(p.refundState) })),
        })),
      };
    },

    /**
     * Refunds every completed payment of an operator-hidden ad in full. The rows are recorded with the ad's row
     * locked and at most one per order (the table's rule), so a double click, a retry or a second operator finds
     * them recorded and pays nothing more; the gateway is asked after the commit, with a refund id derived from
     * the order, and the sweep asks again for any it did not take. Answers whether anything new was refunded.
     */
    async refund(operatorId: string, adId: number, reason: string): Promise<boolean> {
      const recorded = await moderation.db.transaction(async (tx) => {
        const ad = await moderation.lockAd(tx, adId);
        if (!ad) throw new AppError('NOT_FOUND', MESSAGES.adNotFound);
        if (ad.status !== 'removed' || ad.hiddenBy !== 'operator') throw new AppError('CONFLICT', REFUND_MESSAGES.notHidden);
        const orders = await repo.paidOrders(tx, adId);
        if (orders.length === 0) throw new AppError('CONFLICT', REFUND_MESSAGES.noPayments);
        const added: Array<{ order: PaidOrder; refund: RefundRecord }> = [];
        for (const order of orders) {
          const refund = await refunds.record(tx, order, `removed by the moderators: ${reason}`);
          if (refund !== undefined) added.push({ order, refund });
        }
        if (added.length === 0) return [];
        await moderation.audit(tx, {
          operatorId,
          action: 'ad.refund',
          targetType: 'ad',
          targetId: String(adId),
          reason,
          details: {
            orders: added.map(({ order }) => order.merchantOrderId),
            amountPaise: added.reduce((sum, { order }) => sum + order.amountPaise, 0),
          },
        });
        return added.map(({ refund }) => refund);
      });
      // A refund the gateway did not take stays REQUESTED; the sweep asks again (refunds.submit logs it).
      for (const refund of recorded) await refunds.submit(refund);
      return recorded.length > 0;
    },
  };
}

export type RemovedAdsService = ReturnType<typeof createRemovedAdsService>;
