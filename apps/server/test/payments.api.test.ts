import { PAYMENT_MESSAGES } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd } from './helpers/fixtures.ts';
import {
  adRow,
  checkout,
  createDraft,
  FORMS,
  pay,
  paymentRow,
  paymentStatus,
  PLAN,
  tamperSandboxAmount,
  webhook,
} from './helpers/payments.ts';
import { signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

const near = (actual: Date | null, expected: number, toleranceMs = 60_000) =>
  expect(Math.abs((actual?.getTime() ?? 0) - expected)).toBeLessThan(toleranceMs);

describe.each(DB_KINDS)('payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /pay creates a PENDING order for the plan price and answers the sandbox checkout url', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    // An amount from the browser is ignored: the plan in the database decides.
    const res = await pay(t, user, { adId, planId: PLAN.premium, amount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { amount: 1500, amountPaise: 150_000 } });
    expect(body.url).toMatch(new RegExp(`^${ORIGIN}/sandbox/phonepe/checkout/${body.data.merchantOrderId}\\?token=`));
    expect(body.data.merchantOrderId).toMatch(/^[A-Za-z0-9_-]{1,63}$/);
    const row = await paymentRow(t, body.data.merchantOrderId);
    expect(row).toMatchObject({
      state: 'PENDING',
      adId,
      planId: PLAN.premium,
      amountPaise: 150_000,
      userId: user.uid,
      redirectUrl: body.url,
    });
    expect(row.gatewayOrderId).toMatch(/^OMO/);

    const page = await t.app.inject({ method: 'GET', url: new URL(body.url).pathname + new URL(body.url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PhonePe SANDBOX — no real money');
    expect(page.body).toContain('Pay ₹1,500.00');
  });

  it('a repeat for the same ad and plan returns the same open order; another plan opens a new one', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const first = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    const again = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    expect(again.data.merchantOrderId).toBe(first.data.merchantOrderId);
    expect(again.url).toBe(first.url);
    const other = (await pay(t, user, { adId, planId: PLAN.featured })).json();
    expect(other.data.merchantOrderId).not.toBe(first.data.merchantOrderId);
    expect(other.data.amountPaise).toBe(300_000);
  });

  it('only the signed-in owner of a draft or expired ad can pay, and only the owner can read the order', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const adId = await createDraft(t, owner);
    expect((await pay(t, null, { adId, planId: PLAN.basic })).statusCode).toBe(401);
    expect((await pay(t, stranger, { adId, planId: PLAN.basic })).statusCode).toBe(404);
    const live = await createAd(t.database.db, owner.uid);
    const refused = await pay(t, owner, { adId: live.id, planId: PLAN.basic });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.notPayable);
    const noPlan = await pay(t, owner, { adId });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toBe(PAYMENT_MESSAGES.invalidPlan);
    expect((await pay(t, owner, { adId, planId: 99 })).json().message).toBe(PAYMENT_MESSAGES.invalidPlan);

    const order = (await pay(t, owner, { adId, planId: PLAN.basic })).json().data.merchantOrderId;
    expect((await paymentStatus(t, stranger, order)).statusCode).toBe(404);
    expect((await paymentStatus(t, null, order)).statusCode).toBe(401);
  });

  it('with no webhook at all, polling the status settles the order and publishes the ad with the plan', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.featured })).json();
    const done = await checkout(t, url, FORMS.card, { notify: false });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${ORIGIN}/payment-success?merchantOrderId=${data.merchantOrderId}`);
    expect((await paymentRow(t, data.merchantOrderId)).state).toBe('PENDING');

    const res = await paymentStatus(t, user, data.merchantOrderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      merchantOrderId: data.merchantOrderId,
      state: 'COMPLETED',
      adId,
      amount: 3000,
      amountPaise: 300_000,
      planName: 'Featured Plan',
      adStatus: 'active',
      isRefunded: false,
      isHeldForReview: false,
    });
    const ad = await adRow(t, adId);
    expect(ad).toMatchObject({ status: 'active', planId: PLAN.featured, isFeatured: true, isPremium: true });
    near(ad.publishedAt, Date.now());
    near(ad.expiresAt, Date.now() + 90 * DAY);
    expect((await paymentRow(t, data.merchantOrderId)).transactionId).toMatch(/^OM/);

    const browse = (await t.app.inject({ method: 'GET', url: '/api/ads?limit=100' })).json();
    expect(browse.data.find((a: { AdId: number }) => a.AdId === adId)).toMatchObject({
      IsFeatured: true,
      IsPremium: true,
      PlanName: 'Featured Plan',
    });
  });

  it('the sandbox webhook publishes before the payer is back; replays, repeats and races activate once', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.netbanking);
    expect((await paymentRow(t, data.merchantOrderId)).state).toBe('COMPLETED');
    const first = await adRow(t, adId);
    expect(first).toMatchObject({ status: 'active', isPremium: false, isFeatured: false });
    near(first.expiresAt, Date.now() + 30 * DAY);

    const replay = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: data.merchantOrderId, state: 'COMPLETED', amount: 50_000 },
    };
    const answers = await Promise.all([
      webhook(t, replay),
      webhook(t, replay),
      paymentStatus(t, user, data.merchantOrderId),
      paymentStatus(t, user, data.merchantOrderId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const after = await adRow(t, adId);
    expect(after.updatedAt).toEqual(first.updatedAt);
    expect(after.expiresAt).toEqual(first.expiresAt);
  });

  it('status checks and webhooks racing for one paid order activate it exactly once', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.premium })).json();
    await checkout(t, url, FORMS.upiSuccess, { notify: false });
    const event = { event: 'checkout.order.completed', payload: { merchantOrderId: data.merchantOrderId } };
    const answers = await Promise.all([
      paymentStatus(t, user, data.merchantOrderId),
      webhook(t, event),
      paymentStatus(t, user, data.merchantOrderId),
      webhook(t, event),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.json().data.state).toBe('COMPLETED');
    // A second activation would extend the now-live ad by another 45 days.
    near((await adRow(t, adId)).expiresAt, Date.now() + 45 * DAY);
  });

  it.each([
    ['UPI failure template', FORMS.upiFailure],
    ['a wrong card OTP', FORMS.wrongOtp],
    ['the payer cancelling', FORMS.cancel],
  ])('%s fails the order and publishes nothing', async (_name, form) => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    expect((await checkout(t, url, form)).statusCode).toBe(303);
    const res = (await paymentStatus(t, user, data.merchantOrderId)).json();
    expect(res.data).toMatchObject({ state: 'FAILED', adStatus: 'draft' });
    expect((await adRow(t, adId)).status).toBe('draft');
    // A failed order is not reused: paying again opens a new one.
    expect((await pay(t, user, { adId, planId: PLAN.basic })).json().data.merchantOrderId).not.toBe(data.merchantOrderId);
  });

  it('a webhook without the right Authorization is refused with 401 and changes nothing', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card, { notify: false });
    const body = { event: 'checkout.order.completed', payload: { merchantOrderId: data.merchantOrderId, state: 'COMPLETED' } };
    expect((await webhook(t, body, 'not-the-hash')).statusCode).toBe(401);
    expect((await webhook(t, body, '')).statusCode).toBe(401);
    expect((await paymentRow(t, data.merchantOrderId)).state).toBe('PENDING');
    expect((await adRow(t, adId)).status).toBe('draft');
    // The same call with the right header settles it, through the status check.
    expect((await webhook(t, body)).statusCode).toBe(200);
    expect((await adRow(t, adId)).status).toBe('active');
  });

  it('a gateway answer with another amount is refused and the order stays pending', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: PLAN.premium })).json();
    await tamperSandboxAmount(t, data.merchantOrderId, 100);
    await checkout(t, url, FORMS.card, { notify: false });
    const res = await paymentStatus(t, user, data.merchantOrderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.amountMismatch);
    const row = await paymentRow(t, data.merchantOrderId);
    expect(row.state).toBe('PENDING');
    expect(row.rawStatus).toMatchObject({ state: 'COMPLETED', amount: 100 });
    expect((await adRow(t, adId)).status).toBe('draft');
    expect((await webhook(t, { event: 'checkout.order.completed', payload: { merchantOrderId: data.merchantOrderId } })).statusCode).toBe(
      200,
    );
    expect((await adRow(t, adId)).status).toBe('draft');
  });

  it('a made-up order id publishes nothing', async () => {
    const user = await signUp(t);
    const res = await paymentStatus(t, user, 'MA1-made-up-order');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.notFound);
    expect((await paymentStatus(t, user, '../etc/passwd')).statusCode).toBe(404);
  });

  it('renewing an expired ad runs the new plan from today', async () => {
    const user = await signUp(t);
    const expired = await createAd(t.database.db, user.uid, {
      status: 'expired',
      planId: PLAN.featured,
      isFeatured: true,
      isPremium: true,
      publishedAt: new Date(Date.now() - 100 * DAY),
      expiresAt: new Date(Date.now() - 10 * DAY),
    });
    const { url, data } = (await pay(t, user, { adId: expired.id, planId: PLAN.basic })).json();
    await checkout(t, url, FORMS.card);
    expect((await paymentStatus(t, user, data.merchantOrderId)).json().data).toMatchObject({ state: 'COMPLETED', adStatus: 'active' });
    const ad = await adRow(t, expired.id);
    expect(ad).toMatchObject({ status: 'active', planId: PLAN.basic, isFeatured: false, isPremium: false, expiryRemindedAt: null });
    near(ad.expiresAt, Date.now() + 30 * DAY);
    near(ad.publishedAt, Date.now());
  });

  it('GET /phonepe/test shows the raw token answer of the configured gateway, token redacted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/phonepe/test' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, environment: 'local', status: 200, data: { token_type: 'O-Bearer' } });
    expect(body.data.access_token).toMatch(/\(redacted\)$/);
    expect(body.data.expires_at).toBeGreaterThan(body.data.issued_at);
  });
});
