import { PAYMENT_MESSAGES } from '@mohalla/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.ts';
import { checkout, createDraft, FORMS, pay, paymentRow, PLAN } from './helpers/payments.ts';
import { signUp } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('one open order per ad and plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const openOrders = (adId: number, planId: number) =>
    t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.adId, adId), eq(payments.planId, planId), eq(payments.state, 'PENDING')));

  it('20 simultaneous Pay clicks open one order, and every click gets that order', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(t, user, { adId, planId: PLAN.premium })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().data.merchantOrderId)).size).toBe(1);
    expect(await openOrders(adId, PLAN.premium)).toHaveLength(1);
  });

  it('the database refuses a second open order for the same ad and plan', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const first = (await pay(t, user, { adId, planId: PLAN.basic })).json().data;
    const row = await paymentRow(t, first.merchantOrderId);
    await expect(t.database.db.insert(payments).values({ ...row, merchantOrderId: 'MA-second-open-order' })).rejects.toThrow();
    // A settled or closed order is no obstacle.
    await t.database.db.insert(payments).values({ ...row, merchantOrderId: 'MA-failed-order', state: 'FAILED' });
    await t.database.db.insert(payments).values({ ...row, merchantOrderId: 'MA-closed-order', closedAt: new Date() });
  });

  it('while another server is opening the order, a click gets a clear 409, not a 500 or a second order', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    await t.database.db.insert(payments).values({
      merchantOrderId: `MA${adId}-other-server`,
      adId,
      userId: user.uid,
      planId: PLAN.basic,
      amountPaise: 50_000,
      expireAt: new Date(Date.now() + 20 * 60_000),
    });
    const res = await pay(t, user, { adId, planId: PLAN.basic });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.orderOpen);
    expect(await openOrders(adId, PLAN.basic)).toHaveLength(1);
  });

  it('an order whose process died before its checkout was handed out is closed, and a new one opens', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const lost = `MA${adId}-lost-process`;
    await t.database.db.insert(payments).values({
      merchantOrderId: lost,
      adId,
      userId: user.uid,
      planId: PLAN.basic,
      amountPaise: 50_000,
      expireAt: new Date(Date.now() + 18 * 60_000),
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    const res = await pay(t, user, { adId, planId: PLAN.basic });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.merchantOrderId).not.toBe(lost);
    expect((await paymentRow(t, lost)).closedAt).not.toBeNull();
  });

  it('an order about to end is not handed out again: a new one opens once the gateway says it is over', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const first = (await pay(t, user, { adId, planId: PLAN.basic })).json().data.merchantOrderId;
    const endingSoon = new Date(Date.now() + 60_000);
    await t.database.db.update(payments).set({ expireAt: endingSoon }).where(eq(payments.merchantOrderId, first));
    // The payer may still be paying it: no second payable order meanwhile.
    const meanwhile = await pay(t, user, { adId, planId: PLAN.basic });
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().message).toBe(PAYMENT_MESSAGES.orderOpen);
    // The payer cancels it at the gateway (no webhook): the next click asks, finds it over, and opens a new one.
    expect((await checkout(t, (await paymentRow(t, first)).redirectUrl!, FORMS.cancel, { notify: false })).statusCode).toBe(303);
    const again = await pay(t, user, { adId, planId: PLAN.basic });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.merchantOrderId).not.toBe(first);
    expect((await paymentRow(t, first)).state).toBe('FAILED');
  });
});
