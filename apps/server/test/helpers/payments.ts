import fs from 'node:fs/promises';
import path from 'node:path';
import { SANDBOX_TEST_INSTRUMENTS as TEST } from '@mohalla/shared';
import { eq } from 'drizzle-orm';
import { ads, payments } from '../../src/db/schema.ts';
import { webhookAuthorization } from '../../src/modules/payments/webhook-auth.ts';
import { LOCAL_PHONEPE } from '../../src/config/env.ts';
import { adPayload, send } from './posting.ts';
import { randomAddress, type SignedIn } from './session.ts';
import type { TestApp } from './test-app.ts';

/** Basic, Premium and Featured as seeded (packages/shared/src/plans.ts). */
export const PLAN = { basic: 1, premium: 2, featured: 3 } as const;

/** Checkout forms as the sandbox page submits them. */
export const FORMS = {
  card: {
    method: 'card',
    cardNumber: TEST.debitCard.number,
    cardExpiry: TEST.debitCard.expiry,
    cardCvv: TEST.debitCard.cvv,
    otp: TEST.otp,
  },
  wrongOtp: {
    method: 'card',
    cardNumber: TEST.creditCard.number,
    cardExpiry: TEST.creditCard.expiry,
    cardCvv: TEST.creditCard.cvv,
    otp: '000000',
  },
  netbanking: { method: 'netbanking', bank: 'SBIN', bankUsername: 'test', bankPassword: 'test' },
  upiSuccess: { method: 'upi', upiTemplate: 'success' },
  upiFailure: { method: 'upi', upiTemplate: 'failure' },
  upiPending: { method: 'upi', upiTemplate: 'pending' },
  cancel: { method: 'cancel' },
} as const;

export async function createDraft(t: TestApp, user: SignedIn, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await send(t, 'POST', '/api/ads', user, adPayload(overrides));
  if (res.statusCode !== 201) throw new Error(`draft not created: ${res.body}`);
  return res.json().data.AdId;
}

export const pay = (t: TestApp, user: SignedIn | null, body: Record<string, unknown>) => send(t, 'POST', '/api/pay', user, body);

export const paymentStatus = (t: TestApp, user: SignedIn | null, merchantOrderId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/${merchantOrderId}`,
    remoteAddress: randomAddress(),
    headers: user ? { cookie: user.cookie } : {},
  });

/** Submits the sandbox checkout page for the url POST /api/pay returned; `notify` makes the sandbox call the webhook. */
export function checkout(t: TestApp, url: string, form: Record<string, string>, options: { notify?: boolean } = {}) {
  const target = new URL(url);
  const fields = { token: target.searchParams.get('token') ?? '', ...form, ...(options.notify === false ? {} : { notify: '1' }) };
  return t.app.inject({
    method: 'POST',
    url: target.pathname,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function webhook(
  t: TestApp,
  body: unknown,
  authorization = webhookAuthorization(LOCAL_PHONEPE.webhookUsername, LOCAL_PHONEPE.webhookPassword),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/webhook',
    payload: body as object,
    remoteAddress: randomAddress(),
    headers: authorization ? { authorization } : {},
  });
}

export const paymentRow = async (t: TestApp, merchantOrderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.merchantOrderId, merchantOrderId)))[0]!;

export const adRow = async (t: TestApp, id: number) => (await t.database.db.select().from(ads).where(eq(ads.id, id)))[0]!;

/** What a compromised or buggy gateway would report: the sandbox's stored order with another amount. */
export async function tamperSandboxAmount(t: TestApp, merchantOrderId: string, amount: number) {
  const file = path.join(t.dataDir, 'sandbox', 'orders', `${merchantOrderId}.json`);
  const order = JSON.parse(await fs.readFile(file, 'utf8'));
  await fs.writeFile(file, JSON.stringify({ ...order, amount }));
}
