import { AD_REPORT_REASONS, LIMITS, MESSAGES, REPORT_DETAILS_MAX, REPORT_MESSAGES } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAd } from './helpers/fixtures.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('reporting an ad on %s', (kind) => {
  let t: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await signUp(t, { name: 'Seller Ravi' });
    buyer = await signUp(t, { name: 'Buyer Meena' });
  });
  afterAll(async () => t?.close());

  const report = (user: SignedIn | null, adId: number | string, payload: object) =>
    callAs(t, user, 'POST', `/api/ads/${adId}/report`, payload);
  const openReports = async (adId: number) =>
    queryRows<{ reporter_id: string; reason: string; details: string | null; about: string; reported_user_id: string }>(
      t.database.db,
      sql`SELECT reporter_id, reason, details, about, reported_user_id FROM reports WHERE ad_id = ${adId} AND status = 'open'`,
    );

  it('takes a report with a reason and details from a signed-in person, filed against the owner', async () => {
    const ad = await createAd(t.database.db, seller.uid);
    const res = await report(buyer, ad.id, { reason: 'advance-payment', details: '  Asked for a token amount on UPI  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: REPORT_MESSAGES.reported });
    expect(await openReports(ad.id)).toEqual([
      {
        reporter_id: buyer.uid,
        reason: 'advance-payment',
        details: 'Asked for a token amount on UPI',
        about: 'ad',
        reported_user_id: seller.uid,
      },
    ]);
  });

  it('accepts every reason of the list, details optional', async () => {
    for (const reason of AD_REPORT_REASONS) {
      const ad = await createAd(t.database.db, seller.uid, {}, 0);
      expect((await report(buyer, ad.id, { reason })).statusCode).toBe(200);
    }
  });

  it('refuses a visitor (401), an unknown reason, overlong details, one’s own ad (400), a second report (409) and an unknown ad (404)', async () => {
    const ad = await createAd(t.database.db, seller.uid, {}, 0);
    expect((await report(null, ad.id, { reason: 'fraud' })).statusCode).toBe(401);

    const unknown = await report(buyer, ad.id, { reason: 'boring' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(REPORT_MESSAGES.chooseReason);
    expect((await report(buyer, ad.id, {})).statusCode).toBe(400);

    const long = await report(buyer, ad.id, { reason: 'other', details: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(REPORT_MESSAGES.detailsTooLong);
    expect((await report(buyer, ad.id, { reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX) })).statusCode).toBe(200);

    const twice = await report(buyer, ad.id, { reason: 'fraud' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, message: REPORT_MESSAGES.alreadyReported });

    const own = await report(seller, ad.id, { reason: 'fraud' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MESSAGES.ownAd);

    for (const id of [ad.id + 100_000, (await createAd(t.database.db, seller.uid, { status: 'draft' }, 0)).id]) {
      const missing = await report(buyer, id, { reason: 'fraud' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MESSAGES.adNotFound);
    }
    expect((await report(buyer, 'abc', { reason: 'fraud' })).statusCode).toBe(400);
    expect(await openReports(ad.id)).toHaveLength(1);
  });

  it('hides an ad reported by three different people until an operator looks, audited as the site’s', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Royal Enfield Classic 350 token advance' });
    const others = [buyer, await signUp(t), await signUp(t)];
    const listed = async (query: string) =>
      (await callAs(t, null, 'GET', `/api/ads?limit=${LIMITS.pageSizeMax}&${query}`))
        .json()
        .data.some((a: { AdId: number }) => a.AdId === ad.id);

    for (const [i, reporter] of others.entries()) {
      expect(await listed('sort=recent'), `before report ${i + 1}`).toBe(true);
      expect(await listed('search=Enfield'), `found before report ${i + 1}`).toBe(true);
      expect((await callAs(t, null, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(200);
      expect((await report(reporter, ad.id, { reason: 'fraud' })).statusCode).toBe(200);
    }
    expect(await listed('sort=recent')).toBe(false);
    expect(await listed('search=Enfield')).toBe(false);
    expect((await callAs(t, null, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(404);
    expect((await callAs(t, buyer, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(404);
    const own = (await callAs(t, seller, 'GET', `/api/ads/${ad.id}`)).json().data;
    expect(own.status).toBe('removed');
    expect(own.removedByModerators).toMatch(/Reported by 3 people/);

    const operator = await signUpOperator(t);
    const audit = (await callAs(t, operator, 'GET', '/api/admin/audit')).json().data.entries;
    expect(audit.find((e: { targetId: string }) => e.targetId === String(ad.id))).toMatchObject({
      operatorId: null,
      action: 'ad.hold',
      targetType: 'ad',
      details: { by: 'system', reporters: 3 },
    });
    // The reports stay open for the operator: the held ad heads the queue with its three reports.
    const queue = (await callAs(t, operator, 'GET', '/api/admin/reports')).json().data.groups;
    expect(queue.find((g: { adId: number | null }) => g.adId === ad.id)).toMatchObject({
      kind: 'ad',
      hidden: true,
      count: 3,
      reporters: 3,
    });
  });

  it('does not hold an ad for two people, however often they report it', async () => {
    const ad = await createAd(t.database.db, seller.uid, {}, 0);
    const other = await signUp(t);
    expect((await report(buyer, ad.id, { reason: 'fraud' })).statusCode).toBe(200);
    expect((await report(other, ad.id, { reason: 'duplicate' })).statusCode).toBe(200);
    expect((await report(other, ad.id, { reason: 'offensive' })).statusCode).toBe(409);
    expect((await callAs(t, null, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(200);
  });
});
