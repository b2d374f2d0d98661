import fs from 'node:fs/promises';
import path from 'node:path';
import { REFUND_MESSAGES } from '@mohalla/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds } from '../src/db/schema.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { createAd } from './helpers/fixtures.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { checkout, createDraft, FORMS, pay, PLAN, webhook } from './helpers/payments.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as never;

/** The operator console's server side (decision 026): isOperator for the web, refunds of removed paid ads. */
describe.each(DB_KINDS)('the operator console on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
  });
  afterAll(async () => t?.close());

  const me = async (user: SignedIn) => (await callAs(t, user, 'GET', '/api/auth/me')).json().data;
  const refundedAtGateway = async (merchantOrderId: string) =>
    JSON.parse(await fs.readFile(path.join(t.dataDir, 'sandbox', 'orders', `${merchantOrderId}.json`), 'utf8')).refundedAmount as number;
  const refundsOf = (merchantOrderId: string) =>
    t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.merchantOrderId, merchantOrderId));
  const refund = (user: SignedIn | null, adId: number, reason = 'A scam copied the seller’s photos; not their fault') =>
    callAs(t, user, 'POST', `/api/admin/ads/${adId}/refund`, { reason });
  const hide = (adId: number) => callAs(t, operator, 'POST', `/api/admin/ads/${adId}/hide`, { reason: 'Listed by an impostor' });
  const refundAudits = async (adId: number) =>
    (await callAs(t, operator, 'GET', '/api/admin/audit'))
      .json()
      .data.entries.filter((e: { action: string; targetId: string }) => e.action === 'ad.refund' && e.targetId === String(adId));

  /** A live Premium ad its owner paid for through the sandbox. */
  async function paidAd(owner: SignedIn) {
    const adId = await createDraft(t, owner);
    const { url, data } = (await pay(t, owner, { adId, planId: PLAN.premium })).json();
    expect((await checkout(t, url, FORMS.card)).statusCode).toBe(303);
    return { adId, merchantOrderId: data.merchantOrderId as string };
  }

  it('tells the web who is an operator, from the role alone: never from a body', async () => {
    const member = await signUp(t, { isOperator: 'true', role: 'operator' } as never);
    expect((await me(member)).isOperator).toBe(false);
    const put = await callAs(t, member, 'PUT', '/api/profile', { displayName: 'Member Kiran', isOperator: true, role: 'operator' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.isOperator).toBe(false);
    expect((await me(member)).isOperator).toBe(false);
    expect((await callAs(t, member, 'GET', '/api/admin/hidden-ads')).statusCode).toBe(403);
    expect((await me(operator)).isOperator).toBe(true);
  });

  it('refunds only for operators, and only an ad an operator hid that was paid for', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const { adId, merchantOrderId } = await paidAd(owner);
    expect((await refund(null, adId)).statusCode).toBe(401);
    expect((await refund(member, adId)).statusCode).toBe(403);
    expect((await refund(owner, adId)).statusCode).toBe(403);

    const live = await refund(operator, adId);
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe(REFUND_MESSAGES.notHidden);
    expect((await refund(operator, adId + 100_000)).statusCode).toBe(404);
    expect((await refund(operator, adId, '  ')).statusCode).toBe(400);
    expect((await refund(operator, adId, 'x'.repeat(10_000))).statusCode).toBe(400);

    // Hidden by the automatic hold, or by its owner's suspension: not an operator's finding that it is not their fault.
    await t.database.db.execute(sql`UPDATE ads SET hidden_status = status, status = 'removed', hidden_at = now(),
      hidden_reason = 'held', hidden_by = 'system' WHERE id = ${adId}`);
    expect((await refund(operator, adId)).json().message).toBe(REFUND_MESSAGES.notHidden);
    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${adId}/restore`)).statusCode).toBe(200);

    const unpaid = await createAd(t.database.db, owner.uid);
    expect((await hide(unpaid.id)).statusCode).toBe(200);
    const none = await refund(operator, unpaid.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(REFUND_MESSAGES.noPayments);

    expect(await refundsOf(merchantOrderId)).toHaveLength(0);
    expect(await refundedAtGateway(merchantOrderId)).toBe(0);
  });

  it('refunds a removed paid ad once: a double click, a retry and replayed webhooks pay nothing more', async () => {
    const owner = await signUp(t);
    const { adId, merchantOrderId } = await paidAd(owner);
    expect((await hide(adId)).statusCode).toBe(200);

    const clicks = await Promise.all([refund(operator, adId), refund(operator, adId)]);
    expect(clicks.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(clicks.map((r) => r.json().message).sort()).toEqual([REFUND_MESSAGES.alreadyRefunded, REFUND_MESSAGES.refunded].sort());
    const retry = await refund(operator, adId, 'Asked again');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message).toBe(REFUND_MESSAGES.alreadyRefunded);

    const event = {
      event: 'pg.refund.completed',
      payload: { originalMerchantOrderId: merchantOrderId, merchantRefundId: `RF-${merchantOrderId}` },
    };
    const paid = { event: 'checkout.order.completed', payload: { merchantOrderId } };
    await Promise.all([webhook(t, event), webhook(t, event), webhook(t, paid), webhook(t, paid)]);
    await createSweeper({ db: t.database.db, log: silent, tasks: t.app.sweepTasks }).runOnce();

    const rows = await refundsOf(merchantOrderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 150_000, merchantRefundId: `RF-${merchantOrderId}`, state: 'COMPLETED' });
    expect(rows[0]!.reason).toContain('A scam copied the seller’s photos');
    expect(await refundedAtGateway(merchantOrderId)).toBe(150_000);

    const audits = await refundAudits(adId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ operatorId: operator.uid, reason: 'A scam copied the seller’s photos; not their fault' });
    expect(audits[0].details).toMatchObject({ orders: [merchantOrderId], amountPaise: 150_000 });

    // Its money went back: it cannot go back on the market on the refunded plan.
    const restore = await callAs(t, operator, 'POST', `/api/admin/ads/${adId}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(REFUND_MESSAGES.refundedStaysRemoved);

    const listed = (await callAs(t, operator, 'GET', '/api/admin/hidden-ads')).json().data.ads;
    expect(listed.find((a: { adId: number }) => a.adId === adId)).toMatchObject({
      isRefunded: true,
      hiddenBy: 'operator',
      hiddenReason: 'Listed by an impostor',
      ownerId: owner.uid,
      payments: [{ merchantOrderId, amountPaise: 150_000, planName: expect.any(String), refundState: 'COMPLETED' }],
    });
  });

  it('lists removed ads the latest first, in pages', async () => {
    const owner = await signUp(t);
    const first = await createAd(t.database.db, owner.uid);
    const second = await createAd(t.database.db, owner.uid);
    await hide(first.id);
    await hide(second.id);
    const answer = (await callAs(t, operator, 'GET', '/api/admin/hidden-ads?page=1')).json().data;
    const ids = answer.ads.map((a: { adId: number }) => a.adId);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(answer.ads.find((a: { adId: number }) => a.adId === first.id)).toMatchObject({ payments: [], isRefunded: false });
    expect((await callAs(t, operator, 'GET', '/api/admin/hidden-ads?page=0')).statusCode).toBe(400);
  });
});
