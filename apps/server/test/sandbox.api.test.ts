import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PHONEPE, parseEnv } from '../src/config/env.ts';
import { buildApp } from '../src/http/app.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { checkout, createDraft, FORMS, pay, paymentStatus } from './helpers/payments.ts';
import { signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const BASE = '/sandbox/phonepe';

/** The sandbox speaks PhonePe's HTTP API; these tests talk to it as the PhonePe client would. */
describe.each(DB_KINDS)('local PhonePe sandbox gateway on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = (await tokenRequest(t, LOCAL_PHONEPE.clientSecret)).json().access_token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object, bearer: string | null = token) =>
    t.app.inject({
      method,
      url: `${BASE}${url}`,
      ...(payload ? { payload } : {}),
      headers: bearer ? { authorization: `O-Bearer ${bearer}` } : {},
    });
  const newOrder = (merchantOrderId: string, amount = 50_000) =>
    api('POST', '/checkout/v2/pay', {
      merchantOrderId,
      amount,
      expireAfter: 600,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: `${ORIGIN}/back?o=${merchantOrderId}` } },
    });

  it('issues O-Bearer tokens only for the local client credentials', async () => {
    expect((await tokenRequest(t, 'wrong-secret')).statusCode).toBe(401);
    const res = await tokenRequest(t, LOCAL_PHONEPE.clientSecret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'O-Bearer', access_token: expect.any(String) });
    expect(res.json().expires_at).toBeGreaterThan(res.json().issued_at);
  });

  it('refuses API calls without a valid token, bad bodies and reused merchantOrderIds', async () => {
    expect((await api('GET', '/checkout/v2/order/x/status', undefined, null)).statusCode).toBe(401);
    expect((await api('GET', '/checkout/v2/order/x/status', undefined, 'forged')).statusCode).toBe(401);
    expect((await newOrder('SBX-small', 99)).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await newOrder('bad id!')).statusCode).toBe(400);
    expect((await newOrder('SBX-dup')).statusCode).toBe(200);
    expect((await newOrder('SBX-dup')).json()).toMatchObject({ code: 'DUPLICATE_ORDER' });
    expect((await api('GET', '/checkout/v2/order/SBX-unknown/status')).statusCode).toBe(404);
  });

  it('takes a card payment on its checkout page and reports it in the order status', async () => {
    const created = (await newOrder('SBX-card')).json();
    expect(created).toMatchObject({ state: 'PENDING', orderId: expect.stringMatching(/^OMO/) });
    const checkoutUrl = new URL(created.redirectUrl);
    expect(checkoutUrl.origin).toBe(ORIGIN);
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl.pathname + checkoutUrl.search });
    expect(page.body).toContain('PhonePe SANDBOX — no real money');
    expect(page.body).not.toContain('<script');
    expect((await t.app.inject({ method: 'GET', url: `${checkoutUrl.pathname}?token=guess` })).statusCode).toBe(404);

    const typo = await checkout(t, created.redirectUrl, { ...FORMS.card, cardCvv: '111' });
    expect(typo.statusCode).toBe(422);
    expect(typo.body).toContain('does not match the test card');
    expect((await api('GET', '/checkout/v2/order/SBX-card/status')).json().state).toBe('PENDING');

    const paid = await checkout(t, created.redirectUrl, FORMS.card, { notify: false });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ORIGIN}/back?o=SBX-card`);
    const status = (await api('GET', '/checkout/v2/order/SBX-card/status')).json();
    expect(status).toMatchObject({ state: 'COMPLETED', amount: 50_000 });
    expect(status.paymentDetails).toEqual([
      expect.objectContaining({ state: 'COMPLETED', paymentMode: 'DEBIT_CARD', transactionId: expect.stringMatching(/^OM/) }),
    ]);
    // Paying again (Back, then Pay) changes nothing and sends the payer back.
    expect((await checkout(t, created.redirectUrl, FORMS.upiFailure)).statusCode).toBe(303);
    expect((await api('GET', '/checkout/v2/order/SBX-card/status')).json().state).toBe('COMPLETED');
  });

  it('refunds a completed order once, up to what was paid, and reports the refund', async () => {
    const created = (await newOrder('SBX-refund')).json();
    expect(
      (await api('POST', '/payments/v2/refund', { merchantRefundId: 'R-early', originalMerchantOrderId: 'SBX-refund', amount: 100 }))
        .statusCode,
    ).toBe(400);
    await checkout(t, created.redirectUrl, FORMS.netbanking, { notify: false });
    const refund = await api('POST', '/payments/v2/refund', {
      merchantRefundId: 'R-1',
      originalMerchantOrderId: 'SBX-refund',
      amount: 20_000,
    });
    expect(refund.json()).toMatchObject({ state: 'PENDING', amount: 20_000, refundId: expect.any(String) });
    expect(
      (await api('POST', '/payments/v2/refund', { merchantRefundId: 'R-1', originalMerchantOrderId: 'SBX-refund', amount: 100 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await api('POST', '/payments/v2/refund', { merchantRefundId: 'R-2', originalMerchantOrderId: 'SBX-refund', amount: 30_001 })).json()
        .code,
    ).toBe('AMOUNT_EXCEEDED');
    expect((await api('GET', '/payments/v2/refund/R-1/status')).json()).toMatchObject({
      state: 'COMPLETED',
      amount: 20_000,
      originalMerchantOrderId: 'SBX-refund',
    });
  });

  it('keeps orders across a restart: a new server still settles a payment started before it', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const { url, data } = (await pay(t, user, { adId, planId: 1 })).json();
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      WEB_DIST_DIR: path.join(t.dataDir, 'none'),
    });
    const restarted = await buildApp({ env, database: t.database, media: createLocalMediaStore(env.mediaDir) });
    try {
      const page = await restarted.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
      expect(page.statusCode).toBe(200);
      await checkout({ ...t, app: restarted }, url, FORMS.card);
      expect((await paymentStatus({ ...t, app: restarted }, user, data.merchantOrderId)).json().data).toMatchObject({
        state: 'COMPLETED',
        adStatus: 'active',
      });
    } finally {
      await restarted.close();
    }
  });

  it('is not mounted when real PhonePe credentials are configured', async () => {
    const real = await startTestApp(kind, {
      PHONEPE_ENV: 'sandbox',
      PHONEPE_CLIENT_ID: 'M-REAL',
      PHONEPE_CLIENT_SECRET: 's',
      PHONEPE_WEBHOOK_USERNAME: 'u',
      PHONEPE_WEBHOOK_PASSWORD: 'p',
      PHONEPE_AUTH_URL: 'http://127.0.0.1:9',
      PHONEPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const token = await real.app.inject({
        method: 'POST',
        url: `${BASE}/v1/oauth/token`,
        payload: 'grant_type=client_credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(token.statusCode).toBe(404);
      const probe = (await real.app.inject({ method: 'GET', url: '/api/phonepe/test' })).json();
      expect(probe).toMatchObject({ success: false, environment: 'sandbox', status: 0 });
    } finally {
      await real.close();
    }
  });
});

function tokenRequest(t: TestApp, secret: string) {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/v1/oauth/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: LOCAL_PHONEPE.clientId,
      client_version: '1',
      client_secret: secret,
      grant_type: 'client_credentials',
    }).toString(),
  });
}
