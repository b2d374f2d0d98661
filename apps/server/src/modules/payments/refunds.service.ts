import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { PhonePeError, type PhonePeClient } from './phonepe-client.ts';
import type { RefundRecord, RefundsRepository, RefundState } from './refunds.repository.ts';

/** The refund id PhonePe gets for an order: the same on every try, so a retry can never refund twice. */
export const merchantRefundIdFor = (merchantOrderId: string) => `RF-${merchantOrderId}`;

/** PhonePe's refund states; any other (a state added later) is not final. */
const toState = (state: string): RefundState => (state === 'COMPLETED' || state === 'FAILED' ? state : 'PENDING');

/** A gateway answer that will not change on a retry (not a timeout, an expired token or a rate limit). */
const isRefusal = (err: unknown): err is PhonePeError =>
  err instanceof PhonePeError && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);
const describe = (err: PhonePeError) => ({ status: err.status, code: err.code, message: err.message });

type Deps = { repo: RefundsRepository; gateway: PhonePeClient; log: FastifyBaseLogger };

/**
 * Automatic refunds of payments the shop cannot fulfil (decision 018): recorded once per order in the
 * transaction that settles the payment, asked of the gateway after it, and retried by the sweep until settled.
 */
export function createRefundsService({ repo, gateway, log }: Deps) {
  const keep = async (exec: Db, refund: RefundRecord, answer: { state: string; refundId?: string }) => {
    const state = toState(answer.state);
    await repo.save(exec, refund.merchantRefundId, { state, gatewayRefundId: answer.refundId, rawStatus: answer });
    const fields = { merchantOrderId: refund.merchantOrderId, merchantRefundId: refund.merchantRefundId, amountPaise: refund.amountPaise };
    if (state === 'FAILED') log.error(fields, 'the gateway refused the refund; refund it by hand');
    else log.info({ ...fields, state }, 'refund accepted by the gateway');
  };

  const refresh = async (refund: RefundRecord, exec: Db) => keep(exec, refund, await gateway.refundStatus(refund.merchantRefundId));

  const submit = async (refund: RefundRecord, exec: Db = repo.db): Promise<void> => {
    try {
      const answer = await gateway.refund({
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.merchantOrderId,
        amountPaise: refund.amountPaise,
      });
      await keep(exec, refund, answer);
    } catch (err) {
      if (isRefusal(err)) {
        // Refused, maybe because an earlier try got through and its answer was lost: what the gateway holds under
        // this refund id decides; if it holds nothing, a person has to look.
        const held = await gateway.refundStatus(refund.merchantRefundId).catch(() => undefined);
        if (held) return keep(exec, refund, held);
        return keep(exec, refund, { state: 'FAILED', ...describe(err) });
      }
      log.warn({ err, merchantOrderId: refund.merchantOrderId }, 'refund request failed; the sweep asks again');
      await repo.touch(exec, refund.merchantRefundId);
    }
  };

  /** Asks for a refund not yet accepted, or for the state of one that was. */
  const advance = (refund: RefundRecord, exec: Db) => (refund.state === 'REQUESTED' ? submit(refund, exec) : refresh(refund, exec));

  return {
    /** Records the full refund of a paid order in the caller's transaction; undefined when it was recorded before. */
    record: (exec: Db, order: { merchantOrderId: string; amountPaise: number }, reason: string) =>
      repo.record(exec, {
        merchantRefundId: merchantRefundIdFor(order.merchantOrderId),
        merchantOrderId: order.merchantOrderId,
        amountPaise: order.amountPaise,
        reason,
      }),

    submit,

    /** The sweep's share: every unsettled refund, oldest-checked first; one failing does not stop the rest. */
    async retryUnsettled(exec: Db, limit = 50): Promise<void> {
      for (const refund of await repo.unsettled(exec, limit)) {
        try {
          await advance(refund, exec);
        } catch (err) {
          log.error({ err, merchantOrderId: refund.merchantOrderId }, 'refund re-check failed');
          await repo.touch(exec, refund.merchantRefundId);
        }
      }
    },

    /** PhonePe's refund webhook names the order: it only makes us ask the gateway again. */
    async refreshForOrder(merchantOrderId: string): Promise<void> {
      const refund = await repo.findByOrder(repo.db, merchantOrderId);
      if (refund && (refund.state === 'REQUESTED' || refund.state === 'PENDING')) await advance(refund, repo.db);
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
