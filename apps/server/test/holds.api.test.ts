import { FREE_PLAN_MESSAGES, LIMITS, newAccountLimitMessage, SAFETY_MESSAGES } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAd } from './helpers/fixtures.ts';
import { patternPhoto } from './helpers/images.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { adRow, checkout, createDraft, FORMS, pay, paymentRow, paymentStatus, PLAN } from './helpers/payments.ts';
import { adPayload, send, upload } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

describe.each(DB_KINDS)('automatic holds on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;
  let seller: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    // Sellers here publish many ads on the Free plan; its own limits have their own tests.
    t = await startTestApp(kind, { FREE_PLAN_MAX_LIVE: '100', FREE_PLAN_MAX_PER_30_DAYS: '100' });
    operator = await signUpOperator(t);
    seller = await signUp(t, { name: 'Seller Ravi' });
    other = await signUp(t, { name: 'Seller Meena' });
    expect((await callAs(t, operator, 'POST', '/api/admin/keywords', { word: 'Courier' })).statusCode).toBe(200);
    expect((await callAs(t, operator, 'POST', '/api/admin/keywords', { word: 'token amount' })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const publishFree = (user: SignedIn, adId: number) => send(t, 'POST', `/api/ads/${adId}/publish-free`, user);
  const listed = async (adId: number, query = '') =>
    (await callAs(t, null, 'GET', `/api/ads?sort=recent&limit=${LIMITS.pageSizeMax}${query}`))
      .json()
      .data.some((a: { AdId: number }) => a.AdId === adId);
  const siteReports = (adId: number) =>
    queryRows<{ reporter_id: string | null; reason: string; details: string; status: string; reported_user_id: string }>(
      t.database.db,
      sql`SELECT reporter_id, reason, details, status, reported_user_id FROM reports WHERE ad_id = ${adId} ORDER BY id`,
    );
  const auditActions = async (adId: number) =>
    (
      await queryRows<{ action: string; operator_id: string | null }>(
        t.database.db,
        sql`SELECT action, operator_id FROM audit_log WHERE target_type = 'ad' AND target_id = ${String(adId)} ORDER BY id`,
      )
    ).map((r) => r.action);
  const queueGroup = async (adId: number) =>
    (await callAs(t, operator, 'GET', '/api/admin/reports')).json().data.groups.find((g: { adId: number | null }) => g.adId === adId);

  const expectHeld = async (adId: number, word: string) => {
    expect(await adRow(t, adId)).toMatchObject({ status: 'removed', hiddenBy: 'keyword', hiddenStatus: 'active' });
    expect(await siteReports(adId)).toEqual([
      { reporter_id: null, reason: 'keyword', details: word, status: 'open', reported_user_id: seller.uid },
    ]);
    expect(await auditActions(adId)).toContain('ad.hold');
    expect(await listed(adId)).toBe(false);
    expect((await callAs(t, other, 'GET', `/api/ads/${adId}`)).statusCode).toBe(404);
    const own = (await callAs(t, seller, 'GET', `/api/ads/${adId}`)).json().data;
    expect(own).toMatchObject({ status: 'removed', heldForReview: SAFETY_MESSAGES.keywordHoldReason });
    expect(own.removedByModerators).toBeUndefined();
    const mine = (await callAs(t, seller, 'GET', '/api/user/ads')).json().data;
    expect(mine.find((a: { AdId: number }) => a.AdId === adId)).toMatchObject({ heldForReview: SAFETY_MESSAGES.keywordHoldReason });
  };

  it('holds an ad published free whose text has a held word, for the operators’ queue; a restore publishes it', async () => {
    const adId = await createDraft(t, seller, { Title: 'Steel almirah', Description: 'Delivery by COURIER only, pay first.' });
    const res = await publishFree(seller, adId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: SAFETY_MESSAGES.heldOnPublish,
      data: { AdId: adId, heldForReview: SAFETY_MESSAGES.keywordHoldReason },
    });
    await expectHeld(adId, 'courier');
    expect(await listed(adId, '&search=almirah')).toBe(false);

    const group = await queueGroup(adId);
    expect(group).toMatchObject({ kind: 'ad', hidden: true, count: 1, reporters: 0 });
    expect(group.reports).toMatchObject([{ reporterId: null, reason: 'keyword', details: 'courier' }]);

    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${adId}/restore`)).statusCode).toBe(200);
    expect(await adRow(t, adId)).toMatchObject({ status: 'active', hiddenBy: null });
    expect(await listed(adId)).toBe(true);
    expect(await listed(adId, '&search=almirah')).toBe(true);
    expect(await queueGroup(adId)).toBeUndefined();

    // The operator let this word through for this ad: an edit that keeps it does not hold it again.
    const edit = await send(
      t,
      'PUT',
      `/api/ads/${adId}`,
      seller,
      adPayload({ Title: 'Steel almirah, 6 ft', Description: 'Courier only.' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await adRow(t, adId)).status).toBe('active');
  });

  it('holds a paid ad with the word still paid, and the restore gives it the whole run it paid for', async () => {
    const adId = await createDraft(t, seller, { Title: 'Plot for sale', Description: 'Pay a token  amount to book a visit.' });
    const { url, data } = (await pay(t, seller, { adId, planId: PLAN.premium })).json();
    expect((await checkout(t, url, FORMS.card)).statusCode).toBe(303);
    const payment = await paymentRow(t, data.merchantOrderId);
    expect(payment.state).toBe('COMPLETED');
    await expectHeld(adId, 'token amount');
    expect(await adRow(t, adId)).toMatchObject({ planId: PLAN.premium, isPremium: true });
    const refunds = await queryRows(t.database.db, sql`SELECT 1 FROM payment_refunds WHERE merchant_order_id = ${data.merchantOrderId}`);
    expect(refunds).toEqual([]);
    // The page after paying says it is held for review, not that something went wrong.
    const held = (await paymentStatus(t, seller, data.merchantOrderId)).json().data;
    expect(held).toMatchObject({ state: 'COMPLETED', adStatus: 'removed', isRefunded: false, isHeldForReview: true });

    // A day in review: the run starts again when the operator lets it out.
    await t.database.db.execute(
      sql`UPDATE ads SET hidden_at = hidden_at - interval '1 day', published_at = published_at - interval '1 day', expires_at = expires_at - interval '1 day' WHERE id = ${adId}`,
    );
    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${adId}/restore`)).statusCode).toBe(200);
    const ad = await adRow(t, adId);
    expect(ad.status).toBe('active');
    expect(Math.abs(ad.publishedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(ad.expiresAt!.getTime() - (Date.now() + 45 * DAY))).toBeLessThan(60_000);
    expect(await listed(adId)).toBe(true);
    expect((await paymentStatus(t, seller, data.merchantOrderId)).json().data).toMatchObject({
      adStatus: 'active',
      isHeldForReview: false,
    });
  });

  it('holds a live ad edited to carry a held word; dismissing its flag puts it back', async () => {
    const ad = await createAd(t.database.db, seller.uid, {}, 0);
    const edit = await send(t, 'PUT', `/api/ads/${ad.id}`, seller, adPayload({ Title: 'TV, courier to any city' }));
    expect(edit.statusCode, edit.body).toBe(200);
    await expectHeld(ad.id, 'courier');

    expect((await callAs(t, operator, 'POST', '/api/admin/reports/dismiss', { adId: ad.id })).statusCode).toBe(200);
    expect((await adRow(t, ad.id)).status).toBe('active');
    expect(await listed(ad.id)).toBe(true);
  });

  it('publishes text with the word only inside another word, and drafts are never held', async () => {
    const adId = await createDraft(t, seller, { Title: 'Couriers wanted', Description: 'Tokens and amounts are not a phrase.' });
    expect((await adRow(t, adId)).status).toBe('draft');
    const res = await publishFree(seller, adId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(FREE_PLAN_MESSAGES.published);
    expect(res.json().data.heldForReview).toBeUndefined();
    expect((await adRow(t, adId)).status).toBe('active');
    expect(await siteReports(adId)).toEqual([]);
  });

  it('flags, without hiding, a photo another account’s ad already has (same bytes or the same picture)', async () => {
    const photo = await (await patternPhoto(11)).jpeg({ quality: 90 }).toBuffer();
    const adWith = async (user: SignedIn, bytes: Buffer) => {
      const up = await upload(t, user, 'photo.jpg', bytes);
      expect(up.statusCode, up.body).toBe(200);
      const adId = await createDraft(t, user, { Images: [{ id: up.json().data.id }] });
      expect((await publishFree(user, adId)).statusCode).toBe(200);
      return adId;
    };
    const original = await adWith(other, photo);
    const copy = await adWith(seller, photo);
    const resized = await adWith(seller, await (await patternPhoto(11)).resize(500).webp().toBuffer());
    const ownAgain = await adWith(other, photo);
    const unrelated = await adWith(seller, await (await patternPhoto(12)).jpeg().toBuffer());

    const flag = { reporter_id: null, reason: 'duplicate-photo', status: 'open', reported_user_id: seller.uid };
    expect(await siteReports(copy)).toEqual([{ ...flag, details: `Same photo as ad ${original} of another account` }]);
    // Flagged when it goes live, against the ads there were then (ownAgain came later and is flagged itself).
    expect(await siteReports(resized)).toEqual([{ ...flag, details: `Same photo as ad ${original} of another account` }]);
    expect(await siteReports(ownAgain)).toEqual([
      { ...flag, reported_user_id: other.uid, details: `Same photo as ad ${copy} of another account` },
      { ...flag, reported_user_id: other.uid, details: `Same photo as ad ${resized} of another account` },
    ]);
    expect(await siteReports(unrelated)).toEqual([]);
    expect(await siteReports(original)).toEqual([]);
    for (const adId of [copy, resized, ownAgain]) {
      expect((await adRow(t, adId)).status).toBe('active');
      expect(await auditActions(adId)).toEqual(['ad.flag']);
    }
    const group = await queueGroup(copy);
    expect(group).toMatchObject({ hidden: false, reports: [{ reporterId: null, reason: 'duplicate-photo' }] });
  });
});

describe.each(DB_KINDS)('posting limits for new accounts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { NEW_ACCOUNT_ADS_PER_DAY: '3', NEW_ACCOUNT_DAYS: '7' });
  });
  afterAll(async () => t?.close());

  const post = (user: SignedIn) => send(t, 'POST', '/api/ads', user, adPayload());
  const setAge = (user: SignedIn, days: number) =>
    t.database.db.execute(sql`UPDATE users SET created_at = now() - make_interval(days => ${days}) WHERE id = ${user.uid}`);

  it('lets a new account create three ads a day, then answers 429 with the reason', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await post(user)).statusCode).toBe(201);
    const refused = await post(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: newAccountLimitMessage(3, 7) });
    expect(refused.json().message).toBe('New accounts can post 3 ads a day in their first 7 days. Please try again tomorrow.');

    // Ads from the day before no longer count.
    await t.database.db.execute(sql`UPDATE ads SET created_at = created_at - interval '25 hours' WHERE owner_id = ${user.uid}`);
    expect((await post(user)).statusCode).toBe(201);
  });

  it('does not limit an account older than the first week', async () => {
    const user = await signUp(t);
    await setAge(user, 8);
    for (let i = 0; i < 5; i++) expect((await post(user)).statusCode).toBe(201);
    const young = await signUp(t);
    await setAge(young, 6);
    for (let i = 0; i < 3; i++) expect((await post(young)).statusCode).toBe(201);
    expect((await post(young)).statusCode).toBe(429);
  });

  it('counts simultaneous posts in turn', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(user)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  });
});
