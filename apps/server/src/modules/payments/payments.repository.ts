import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ads, paymentPlans, paymentRefunds, payments } from '../../db/schema.ts';

export type PaymentRecord = typeof payments.$inferSelect;
/** An order with its plan's name, its ad's state and its refund's state (null when none was made). */
export type PaymentView = PaymentRecord & {
  planName: string;
  adStatus: string;
  adExpiresAt: Date | null;
  adHiddenBy: string | null;
  refundState: string | null;
};

/** Payments and the activation they cause. `exec` is the database or an open transaction (the sweep's). */
export function createPaymentsRepository(db: Db) {
  return {
    db,

    async findOwnedAd(adId: number, ownerId: string) {
      const [ad] = await db
        .select({ id: ads.id, status: ads.status, expiresAt: ads.expiresAt })
        .from(ads)
        .where(and(eq(ads.id, adId), eq(ads.ownerId, ownerId), ne(ads.status, 'removed')));
      return ad;
    },

    async findPlan(planId: number) {
      const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, planId));
      return plan;
    },

    /** The ad's open order for this plan, if any: at most one exists (payments_open_order_idx). */
    async findOpenOrder(adId: number, planId: number): Promise<PaymentRecord | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.adId, adId), eq(payments.planId, planId), eq(payments.state, 'PENDING'), isNull(payments.closedAt)));
      return row;
    },

    /** Opens an order; false when the ad already has an open one for the plan (another click or instance won). */
    async insertPending(
      values: Pick<PaymentRecord, 'merchantOrderId' | 'adId' | 'userId' | 'planId' | 'amountPaise' | 'expireAt'>,
    ): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values({ ...values, state: 'PENDING' })
        .onConflictDoNothing()
        .returning({ id: payments.merchantOrderId });
      return rows.length > 0;
    },

    /** The shop stops offering an order: it is never reused or activated, and refunded if it is paid all the same. */
    async close(exec: Db, merchantOrderId: string): Promise<void> {
      await exec
        .update(payments)
        .set({ closedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(payments.merchantOrderId, merchantOrderId), isNull(payments.closedAt)));
    },

    /** Closes every open order of an ad leaving the market (removed or sold), in the caller's transaction. */
    async closeOpenOrdersOfAd(exec: Db, adId: number): Promise<void> {
      await exec
        .update(payments)
        .set({ closedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(payments.adId, adId), eq(payments.state, 'PENDING'), isNull(payments.closedAt)));
    },

    async saveGatewayOrder(merchantOrderId: string, values: { gatewayOrderId: string; redirectUrl: string; expireAt: Date }) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.merchantOrderId, merchantOrderId));
    },

    async find(merchantOrderId: string, exec: Db = db): Promise<PaymentView | undefined> {
      const [row] = await exec
        .select({
          payment: payments,
          planName: paymentPlans.name,
          adStatus: ads.status,
          adExpiresAt: ads.expiresAt,
          adHiddenBy: ads.hiddenBy,
          refundState: paymentRefunds.state,
        })
        .from(payments)
        .innerJoin(paymentPlans, eq(paymentPlans.id, payments.planId))
        .innerJoin(ads, eq(ads.id, payments.adId))
        .leftJoin(paymentRefunds, eq(paymentRefunds.merchantOrderId, payments.merchantOrderId))
        .where(eq(payments.merchantOrderId, merchantOrderId));
      return row
        ? {
            ...row.payment,
            planName: row.planName,
            adStatus: row.adStatus,
            adExpiresAt: row.adExpiresAt,
            adHiddenBy: row.adHiddenBy,
            refundState: row.refundState,
          }
        : undefined;
    },

    /** PENDING -> FAILED; a row already settled is left alone (a late or replayed answer changes nothing). */
    async markFailed(exec: Db, merchantOrderId: string, rawStatus: unknown): Promise<boolean> {
      const rows = await exec
        .update(payments)
        .set({ state: 'FAILED', rawStatus, updatedAt: new Date() })
        .where(and(eq(payments.merchantOrderId, merchantOrderId), eq(payments.state, 'PENDING')))
        .returning({ id: payments.merchantOrderId });
      return rows.length > 0;
    },

    /** Keeps the gateway's last answer without settling the row (still pending, or refused). */
    async noteStatus(exec: Db, merchantOrderId: string, rawStatus: unknown) {
      await exec
        .update(payments)
        .set({ rawStatus, updatedAt: new Date() })
        .where(and(eq(payments.merchantOrderId, merchantOrderId), eq(payments.state, 'PENDING')));
    },

    /**
     * PENDING -> COMPLETED and the ad goes live, inside the caller's transaction. The conditional UPDATE is the
     * guard: a repeat, a refresh, a replayed webhook or a concurrent sweep finds no PENDING row and activates
     * nothing. A closed order activates nothing either. An ad still live (a second paid order) is extended from
     * its end date and keeps the stronger flags; a draft or expired ad runs from today.
     */
    async completeAndActivate(tx: Db, merchantOrderId: string, values: { transactionId: string | null; rawStatus: unknown }) {
      const [paid] = await tx
        .update(payments)
        .set({ state: 'COMPLETED', transactionId: values.transactionId, rawStatus: values.rawStatus, updatedAt: new Date() })
        .where(and(eq(payments.merchantOrderId, merchantOrderId), eq(payments.state, 'PENDING')))
        .returning({ adId: payments.adId, planId: payments.planId, closedAt: payments.closedAt });
      if (!paid) return { completed: false, activated: false, wasClosed: false };
      if (paid.closedAt) return { completed: true, activated: false, wasClosed: true };
      const live = sql`(a.status = 'active' AND a.expires_at > now())`;
      const activated = await queryRows<{ id: number }>(
        tx,
        sql`
        UPDATE ads a SET
          status = 'active',
          plan_id = p.id,
          is_premium = CASE WHEN ${live} THEN a.is_premium OR p.is_premium ELSE p.is_premium END,
          is_featured = CASE WHEN ${live} THEN a.is_featured OR p.is_featured ELSE p.is_featured END,
          published_at = CASE WHEN ${live} THEN a.published_at ELSE now() END,
          expires_at = CASE WHEN ${live} THEN a.expires_at ELSE now() END + make_interval(days => COALESCE(NULLIF(p.duration_days, 0), 30)),
          expiry_reminded_at = NULL,
          updated_at = now()
        FROM payment_plans p
        WHERE a.id = ${paid.adId} AND p.id = ${paid.planId} AND a.status IN ('draft', 'active', 'expired')
        RETURNING a.id`,
      );
      return { completed: true, activated: activated.length > 0, wasClosed: false };
    },

    /** Oldest-checked first, so a few stuck orders cannot starve the rest. */
    pendingToRecheck: (exec: Db, limit: number) =>
      exec
        .select({ merchantOrderId: payments.merchantOrderId })
        .from(payments)
        .where(eq(payments.state, 'PENDING'))
        .orderBy(asc(payments.updatedAt))
        .limit(limit),

    async touch(exec: Db, merchantOrderId: string) {
      await exec.update(payments).set({ updatedAt: new Date() }).where(eq(payments.merchantOrderId, merchantOrderId));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
