import fs from 'node:fs/promises';
import path from 'node:path';

export type SandboxPaymentDetail = {
  transactionId: string;
  paymentMode: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  amount: number;
  timestamp: number;
  errorCode?: string;
  detailedErrorCode?: string;
};

export type SandboxOrder = {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  expireAt: number;
  /** Where the payer goes back to (the shop's page), not the checkout page. */
  merchantRedirectUrl: string;
  metaInfo?: Record<string, unknown>;
  createdAt: number;
  paymentDetails: SandboxPaymentDetail[];
  refundedAmount: number;
};

export type SandboxRefund = {
  refundId: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amount: number;
  createdAt: number;
};

type Kind = 'orders' | 'refunds';

/**
 * Sandbox orders live as one JSON file each under DATA_DIR/sandbox, not in memory: a payer who is on the
 * checkout page while the server restarts (npm run dev reloads on every save) must still be able to pay, and
 * the order must still answer the status check that settles it. Ids are [A-Za-z0-9_-] (checked by the
 * routes), so they are safe file names. One process serves the sandbox, so an in-process lock per id is enough.
 */
export function createSandboxStore(dir: string) {
  const locks = new Map<string, Promise<unknown>>();
  const file = (kind: Kind, id: string) => path.join(dir, kind, `${id}.json`);

  const read = async <T>(kind: Kind, id: string): Promise<T | undefined> => {
    try {
      return JSON.parse(await fs.readFile(file(kind, id), 'utf8')) as T;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  };

  /** Write-then-rename, so a crash never leaves half a file behind. */
  const write = async (kind: Kind, id: string, value: unknown, isNew = false) => {
    const target = file(kind, id);
    await fs.mkdir(path.dirname(target), { recursive: true });
    if (isNew) {
      // 'wx' fails when the file exists: the duplicate check and the creation are one step.
      await fs.writeFile(target, JSON.stringify(value, null, 2), { flag: 'wx' });
      return;
    }
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, JSON.stringify(value, null, 2));
    await fs.rename(temp, target);
  };

  return {
    dir,
    getOrder: (merchantOrderId: string) => read<SandboxOrder>('orders', merchantOrderId),
    saveOrder: (order: SandboxOrder) => write('orders', order.merchantOrderId, order),
    /** False when an order with this merchantOrderId already exists. */
    async createOrder(order: SandboxOrder): Promise<boolean> {
      try {
        await write('orders', order.merchantOrderId, order, true);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      }
    },
    getRefund: (merchantRefundId: string) => read<SandboxRefund>('refunds', merchantRefundId),
    async createRefund(refund: SandboxRefund): Promise<boolean> {
      try {
        await write('refunds', refund.merchantRefundId, refund, true);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      }
    },
    /** Runs one state change of an order at a time (double-clicked Pay, a status check racing the checkout). */
    withLock<T>(id: string, work: () => Promise<T>): Promise<T> {
      const previous = locks.get(id) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(work);
      locks.set(id, next);
      void next
        .catch(() => undefined)
        .finally(() => {
          if (locks.get(id) === next) locks.delete(id);
        });
      return next;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;

/** An order past its expiry that nobody paid is FAILED, as PhonePe reports it. */
export function settleExpiry(order: SandboxOrder, now: number): boolean {
  if (order.state !== 'PENDING' || order.expireAt > now) return false;
  order.state = 'FAILED';
  order.paymentDetails.push({
    transactionId: `OMX${now}`,
    paymentMode: 'NONE',
    state: 'FAILED',
    amount: order.amount,
    timestamp: now,
    errorCode: 'TXN_AUTO_FAILED',
    detailedErrorCode: 'ORDER_EXPIRED',
  });
  return true;
}
