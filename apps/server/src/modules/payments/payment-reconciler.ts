import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ChangeSignal } from '../../lib/change-signal.ts';
import { PhonePeError, type PhonePeClient } from './phonepe-client.ts';
import type { PaymentsRepository, PaymentView } from './payments.repository.ts';
import type { RefundsService } from './refunds.service.ts';

/** The gateway reported an amount other than the order's: nothing is settled, a person must look. */
export class AmountMismatchError extends Error {}

type Deps = {
  repo: PaymentsRepository;
  refunds: RefundsService;
  gateway: PhonePeClient;
  log: FastifyBaseLogger;
  adsChanged: ChangeSignal;
  /** The safety module's checks of an ad going live: a held word holds it for review, still paid (decision 030). */
  checkLive?: (tx: Db, adId: number) => Promise<{ isHeld: boolean }>;
  now?: () => number;
};

/**
 * The one path from "the gateway says" to our database, shared by the status page, the webhook and the
 * sweep: the browser's redirect and the webhook body are never believed, only the Order Status API.
 */
export function createPaymentReconciler({ repo, refunds, gateway, log, adsChanged, checkLive, now = Date.now }: Deps) {
  /** Asks the gateway about a PENDING order and settles it; answers the row's state afterwards. */
  const refresh = async (row: PaymentView, exec: Db = repo.db): Promise<PaymentView['state']> => {
    if (row.state !== 'PENDING') return row.state;
    const id = row.merchantOrderId;
    let status;
    try {
      status = await gateway.orderStatus(id);
    } catch (err) {
      // An order the gateway never took (its creation failed or the process died first) dies with its expiry.
      if (err instanceof PhonePeError && err.status === 404 && row.expireAt && row.expireAt.getTime() < now()) {
        await repo.markFailed(exec, id, { reason: 'unknown to the gateway after expiry', code: err.code });
        return 'FAILED';
      }
      log.warn({ err, merchantOrderId: id }, 'order status check failed; the order stays pending');
      return 'PENDING';
    }
    if (status.amount !== row.amountPaise) {
      log.error(
        { merchantOrderId: id, expectedPaise: row.amountPaise, reportedPaise: status.amount, state: status.state },
        'gateway reported a different amount; order not settled',
      );
      await repo.noteStatus(exec, id, status);
      throw new AmountMismatchError(id);
    }
    if (status.state === 'COMPLETED') {
      const paid = status.paymentDetails?.find((d) => d.state === 'COMPLETED') ?? status.paymentDetails?.[0];
      // Money taken for an ad that cannot go live is given back: the refund is recorded with the completion.
      const result = await exec.transaction(async (tx) => {
        const done = await repo.completeAndActivate(tx, id, { transactionId: paid?.transactionId ?? null, rawStatus: status });
        const reason = done.wasClosed ? 'the order was closed (its ad was removed or sold)' : 'the ad can no longer be published';
        const refund = done.completed && !done.activated ? await refunds.record(tx, row, reason) : undefined;
        if (done.activated) await checkLive?.(tx, row.adId);
        return { ...done, refund };
      });
      if (result.completed) log.info({ merchantOrderId: id, adId: row.adId }, 'payment completed');
      if (result.refund) {
        log.warn(
          { merchantOrderId: id, adId: row.adId, reason: result.refund.reason },
          'payment completed for an ad that cannot go live; refunding it',
        );
        await refunds.submit(result.refund, exec);
      }
      // The ad is live now: visitors' cached lists must show it.
      if (result.activated) adsChanged.notify();
      return 'COMPLETED';
    }
    if (status.state === 'FAILED') {
      await repo.markFailed(exec, id, status);
      return 'FAILED';
    }
    // PENDING, or a state PhonePe adds later: not final (PhonePe's Standard Checkout v2 documentation).
    await repo.noteStatus(exec, id, status);
    return 'PENDING';
  };

  return {
    refresh,

    async refreshById(merchantOrderId: string, exec: Db = repo.db): Promise<void> {
      const row = await repo.find(merchantOrderId, exec);
      if (row?.state === 'PENDING') await refresh(row, exec);
    },

    /** The sweep's share: every PENDING order, oldest-checked first; one bad order does not stop the rest. */
    async recheckPending(exec: Db, limit = 100): Promise<number> {
      const rows = await repo.pendingToRecheck(exec, limit);
      for (const { merchantOrderId } of rows) {
        try {
          const row = await repo.find(merchantOrderId, exec);
          if (row && (await refresh(row, exec)) === 'PENDING') await repo.touch(exec, merchantOrderId);
        } catch (err) {
          if (!(err instanceof AmountMismatchError)) log.error({ err, merchantOrderId }, 'pending payment re-check failed');
          await repo.touch(exec, merchantOrderId);
        }
      }
      return rows.length;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
