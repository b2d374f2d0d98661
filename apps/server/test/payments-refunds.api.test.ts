import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds } from '../src/db/schema.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { createAd } from './helpers/fixtures.ts';
import { adRow, checkout, createDraft, FORMS, pay, paymentRow, paymentStatus, PLAN, webhook } from './helpers/payments.ts';
import { send } from './helpers/posting.ts';
import { signUp } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(DB_KINDS)('payments for ads that can no longer be published on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the gateway (the local sandbox) has given back for an order, in paise. */
  const refundedAtGateway = async (merchantOrderId: string) =>
    JSON.parse(await fs.readFile(path.join(t.dataDir, 'sandbox', 'orders', `${merchantOrderId}.json`), 'utf8')).refundedAmount as number;
  const refundsOf = (merchantOrderId: string) =>
    t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.merchantOrderId, merchantOrderId));
  const sweep = () => createSweeper({ db: t.database.db, log: silent, tasks: t.app.sweepTasks }).runOnce();

  it('deleting an ad closes its open order; paid anyway, it is refunded once, however often it is reported', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.premium })).json();
    expect((await send(t, 'DELETE', `/api/ads/${adId}`, user)).statusCode).toBe(200);
    expect((await paymentRow(t, data.merchantOrderId)).closedAt).not.toBeNull();
    expect((await pay(t, user, { adId, planId: PLAN.premium })).statusCode).toBe(404);

    // The payer still had the checkout page open, and pays: the webhook reports it.
    expect((await checkout(t, url, FORMS.card)).statusCode).toBe(303);
    expect((await paymentRow(t, data.merchantOrderId)).state).toBe('COMPLETED');
    expect((await adRow(t, adId)).status).toBe('removed');
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(150_000);
    const [refund] = await refundsOf(data.merchantOrderId);
    expect(refund).toMatchObject({ amountPaise: 150_000, merchantRefundId: `RF-${data.merchantOrderId}` });
    expect(['PENDING', 'COMPLETED']).toContain(refund!.state);

    // Replays, the owner's status page and the sweep change nothing more.
    const event = { event: 'checkout.order.completed', payload: { merchantOrderId: data.merchantOrderId } };
    await Promise.all([webhook(t, event), webhook(t, event), paymentStatus(t, user, data.merchantOrderId)]);
    await sweep();
    await sweep();
    expect(await refundsOf(data.merchantOrderId)).toHaveLength(1);
    expect((await refundsOf(data.merchantOrderId))[0]!.state).toBe('COMPLETED');
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(150_000);
    const status = (await paymentStatus(t, user, data.merchantOrderId)).json().data;
    expect(status).toMatchObject({ state: 'COMPLETED', adStatus: 'removed', isRefunded: true });
  });

  it('with the webhook lost, the sweep finds the payment and refunds it', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    await send(t, 'DELETE', `/api/ads/${adId}`, user);
    await checkout(t, url, FORMS.upiSuccess, { notify: false });
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(0);
    await sweep();
    expect((await paymentRow(t, data.merchantOrderId)).state).toBe('COMPLETED');
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(50_000);
    expect(await refundsOf(data.merchantOrderId)).toHaveLength(1);
  });

  it('a renewal paid for an ad sold meanwhile is refunded and does not bring the ad back', async () => {
    const user = await signUp(t);
    const ad = await createAd(t.database.db, user.uid, { expiresAt: new Date(Date.now() - 60_000) });
    const { url, data } = (await pay(t, user, { adId: ad.id, planId: PLAN.basic })).json();
    expect((await send(t, 'POST', `/api/ads/${ad.id}/sold`, user)).statusCode).toBe(200);
    await checkout(t, url, FORMS.netbanking);
    expect((await adRow(t, ad.id)).status).toBe('sold');
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(50_000);
  });

  it('a refund the gateway did not take (it was down) is asked for again by the sweep, with the same refund id', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card);
    // As if the order had completed for a removed ad while the gateway's refund API was unreachable.
    await t.database.db.insert(paymentRefunds).values({
      merchantRefundId: `RF-${data.merchantOrderId}`,
      merchantOrderId: data.merchantOrderId,
      amountPaise: 50_000,
      reason: 'test',
    });
    await sweep();
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(50_000);
    // The gateway's answer lost on the way back: asking again meets the same refund id, and reads its state.
    await t.database.db.update(paymentRefunds).set({ state: 'REQUESTED' }).where(eq(paymentRefunds.merchantOrderId, data.merchantOrderId));
    await sweep();
    expect((await refundsOf(data.merchantOrderId))[0]!.state).toBe('COMPLETED');
    expect(await refundedAtGateway(data.merchantOrderId)).toBe(50_000);
  });

  it('a live ad paid for is not refunded', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card);
    expect((await adRow(t, adId)).status).toBe('active');
    expect(await refundsOf(data.merchantOrderId)).toHaveLength(0);
    expect((await paymentStatus(t, user, data.merchantOrderId)).json().data.isRefunded).toBe(false);
  });
});
