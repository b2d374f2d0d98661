import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { HiddenBy } from './moderation.repository.ts';

type PaymentJson = { merchantOrderId: string; planName: string; amountPaise: number; paidAt: string; refundState: string | null };

export type RemovedAdRow = {
  id: number;
  title: string;
  owner_id: string;
  display_name: string;
  /** The owner deleted their account (their name is shown in the operator's language). */
  deleted: boolean;
  suspended: boolean;
  hidden_at: Date | string;
  hidden_reason: string | null;
  hidden_by: HiddenBy;
  is_refunded: boolean;
  payments: PaymentJson[] | null;
};

/** A completed payment of an ad: what a refund gives back in full. */
export type PaidOrder = { merchantOrderId: string; amountPaise: number };

/** The console's view of ads the moderators removed, and their paid orders (decision 026). */
export function createRemovedAdsRepository(db: Db) {
  return {
    db,

    /** Hidden ads, the latest hidden first, each with its completed payments and their refunds' states. */
    page: (offset: number, limit: number) =>
      queryRows<RemovedAdRow>(
        db,
        sql`SELECT a.id, a.title, a.owner_id, u.display_name, u.deleted_at IS NOT NULL AS deleted, u.suspended_at IS NOT NULL AS suspended,
            a.hidden_at,
            a.hidden_reason, a.hidden_by,
            EXISTS (SELECT 1 FROM audit_log l WHERE l.action = 'ad.refund' AND l.target_type = 'ad'
              AND l.target_id = a.id::text) AS is_refunded,
            (SELECT json_agg(json_build_object('merchantOrderId', p.merchant_order_id, 'planName', pl.name,
                'amountPaise', p.amount_paise, 'paidAt', p.updated_at, 'refundState', r.state) ORDER BY p.created_at)
              FROM payments p JOIN payment_plans pl ON pl.id = p.plan_id
              LEFT JOIN payment_refunds r ON r.merchant_order_id = p.merchant_order_id
              WHERE p.ad_id = a.id AND p.state = 'COMPLETED') AS payments
          FROM ads a JOIN users u ON u.id = a.owner_id
          WHERE a.status = 'removed' AND a.hidden_at IS NOT NULL
          ORDER BY a.hidden_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),

    /** The ad's completed orders, in the caller's transaction (which holds the ad's row lock). */
    paidOrders: (tx: Db, adId: number) =>
      queryRows<PaidOrder>(
        tx,
        sql`SELECT merchant_order_id AS "merchantOrderId", amount_paise AS "amountPaise"
          FROM payments WHERE ad_id = ${adId} AND state = 'COMPLETED' ORDER BY created_at`,
      ),
  };
}

export type RemovedAdsRepository = ReturnType<typeof createRemovedAdsRepository>;
