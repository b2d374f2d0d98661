import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from '../../db/schema.ts';

export type RefundRecord = typeof paymentRefunds.$inferSelect;
export type RefundState = RefundRecord['state'];

/** Refunds of payments, one per order. `exec` is the database or an open transaction. */
export function createRefundsRepository(db: Db) {
  return {
    db,

    /** Records an order's refund; answers the new row, or undefined when the order was refunded before. */
    async record(exec: Db, values: Pick<RefundRecord, 'merchantRefundId' | 'merchantOrderId' | 'amountPaise' | 'reason'>) {
      const [row] = await exec.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findByOrder(exec: Db, merchantOrderId: string): Promise<RefundRecord | undefined> {
      const [row] = await exec.select().from(paymentRefunds).where(eq(paymentRefunds.merchantOrderId, merchantOrderId));
      return row;
    },

    /** Keeps the gateway's answer; a settled refund (COMPLETED or FAILED) is not changed again. */
    async save(exec: Db, merchantRefundId: string, values: { state: RefundState; gatewayRefundId?: string; rawStatus: unknown }) {
      await exec
        .update(paymentRefunds)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(paymentRefunds.merchantRefundId, merchantRefundId), inArray(paymentRefunds.state, ['REQUESTED', 'PENDING'])));
    },

    async touch(exec: Db, merchantRefundId: string) {
      await exec.update(paymentRefunds).set({ updatedAt: new Date() }).where(eq(paymentRefunds.merchantRefundId, merchantRefundId));
    },

    /** Refunds not yet settled, oldest-checked first. */
    unsettled: (exec: Db, limit: number) =>
      exec
        .select()
        .from(paymentRefunds)
        .where(inArray(paymentRefunds.state, ['REQUESTED', 'PENDING']))
        .orderBy(asc(paymentRefunds.updatedAt))
        .limit(limit),
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
