import { FREE_PLAN_ID, FREE_PLAN_MESSAGES, MESSAGES, type FreeAllowance, type PaymentPlan } from '@mohalla/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, freePublications, paymentPlans } from '../src/db/schema.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { expireAdsTask } from '../src/sweeps/tasks.ts';
import { adRow, createDraft, pay, PLAN } from './helpers/payments.ts';
import { send } from './helpers/posting.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
const silent = { info() {}, warn() {}, error() {} } as never;

const near = (actual: Date | string | null | undefined, expected: number, toleranceMs = 60_000) =>
  expect(Math.abs(new Date(actual ?? 0).getTime() - expected)).toBeLessThan(toleranceMs);

const get = (t: TestApp, url: string, user: SignedIn | null = null) =>
  t.app.inject({ method: 'GET', url, remoteAddress: randomAddress(), headers: user ? { cookie: user.cookie } : {} });

const publishFree = (t: TestApp, user: SignedIn | null, adId: number) => send(t, 'POST', `/api/ads/${adId}/publish-free`, user);

async function allowance(t: TestApp, user: SignedIn): Promise<FreeAllowance> {
  const res = await get(t, '/api/free-plan/allowance', user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Puts an ad's end in the past, as time would (the sweep marks it expired later, or not yet). */
const endNow = (t: TestApp, adId: number, status: 'active' | 'expired' = 'expired') =>
  t.database.db
    .update(ads)
    .set({ status, expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(ads.id, adId));

const publications = (t: TestApp, user: SignedIn) =>
  t.database.db.select().from(freePublications).where(eq(freePublications.userId, user.uid));

describe.each(DB_KINDS)('the Free plan on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is listed first in the plan catalogue at ₹0, with its terms', async () => {
    const plans: PaymentPlan[] = (await get(t, '/api/payment-plans')).json();
    expect(plans.map((p) => p.PlanKey)).toEqual(['free', 'basic', 'premium', 'featured']);
    expect(plans[0]).toEqual({
      PlanId: FREE_PLAN_ID,
      PlanKey: 'free',
      PlanName: 'Free Plan',
      Price: 0,
      DurationDays: 15,
      Features: [
        'Listed for 15 days',
        'Up to 10 photos',
        'Up to 2 free ads live at a time, 4 per 30 days',
        'No badge or priority in lists',
      ],
    });
  });

  it('tells a new seller their allowance; a visitor gets 401', async () => {
    const user = await signUp(t);
    expect(await allowance(t, user)).toEqual({
      isEnabled: true,
      planId: FREE_PLAN_ID,
      durationDays: 15,
      maxLive: 2,
      maxPer30Days: 4,
      liveCount: 0,
      usedLast30Days: 0,
      canPublish: true,
      blockedBy: null,
      nextAvailableAt: null,
    });
    expect((await get(t, '/api/free-plan/allowance')).statusCode).toBe(401);
  });

  it('publishes a draft at once, live for 15 days without badge or priority, and records it', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user, { Title: 'Whirlpool fridge 190 L, 3 years old' });
    const res = await publishFree(t, user, adId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: FREE_PLAN_MESSAGES.published, data: { AdId: adId, planName: 'Free Plan' } });
    near(res.json().data.expiresAt, Date.now() + 15 * DAY);

    const row = await adRow(t, adId);
    expect(row).toMatchObject({ status: 'active', planId: FREE_PLAN_ID, isPremium: false, isFeatured: false, expiryRemindedAt: null });
    near(row.publishedAt, Date.now());
    near(row.expiresAt, Date.now() + 15 * DAY);
    // Live for everyone, with its plan and end date on the owner's list.
    const visitor = await get(t, `/api/ads/${adId}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toMatchObject({ isPremium: false, isFeatured: false });
    const mine = (await get(t, `/api/user/ads?userEmail=${encodeURIComponent(user.email)}`, user)).json().data;
    expect(mine[0]).toMatchObject({ AdId: adId, status: 'active', planName: 'Free Plan', expiresAt: row.expiresAt!.toISOString() });
    expect(await publications(t, user)).toMatchObject([{ adId, userId: user.uid }]);
    expect(await allowance(t, user)).toMatchObject({ liveCount: 1, usedLast30Days: 1, canPublish: true });
  });

  it('refuses a third live free ad with the limit explained, and the paid plans still publish it', async () => {
    const user = await signUp(t);
    const [first, second, third] = [await createDraft(t, user), await createDraft(t, user), await createDraft(t, user)];
    expect((await publishFree(t, user, first)).statusCode).toBe(200);
    expect((await publishFree(t, user, second)).statusCode).toBe(200);

    const refused = await publishFree(t, user, third);
    expect(refused.statusCode).toBe(409);
    const firstEnds = (await adRow(t, first)).expiresAt!;
    const state = await allowance(t, user);
    expect(state).toMatchObject({ canPublish: false, blockedBy: 'live', liveCount: 2, nextAvailableAt: firstEnds.toISOString() });
    expect(refused.json().message).toMatch(/^You already have 2 free ads live, the most at a time\. Your next free ad is possible on /);
    expect(refused.json().message).toContain('To publish now, choose a paid plan.');
    expect((await adRow(t, third)).status).toBe('draft');

    const order = await pay(t, user, { adId: third, planId: PLAN.basic });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.amount).toBe(500);
  });

  it('cannot be exceeded by simultaneous requests, for different ads or the same one', async () => {
    const user = await signUp(t);
    const drafts = await Promise.all(Array.from({ length: 5 }, () => createDraft(t, user)));
    const answers = await Promise.all([...drafts, drafts[0]!].map((id) => publishFree(t, user, id)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    const live = await t.database.db.select().from(ads).where(eq(ads.ownerId, user.uid));
    expect(live.filter((ad) => ad.status === 'active')).toHaveLength(2);
    expect(await publications(t, user)).toHaveLength(2);
  });

  it('never goes through the payment path: the free plan id, or any plan priced at nothing, is refused', async () => {
    const user = await signUp(t);
    const adId = await createDraft(t, user);
    const free = await pay(t, user, { adId, planId: FREE_PLAN_ID });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(FREE_PLAN_MESSAGES.notPayable);

    await t.database.db
      .insert(paymentPlans)
      .values({ id: 90, key: 'diwali-offer', name: 'Diwali Offer', pricePaise: 0, durationDays: 60, features: [], isPremium: true })
      .onConflictDoNothing();
    const zero = await pay(t, user, { adId, planId: 90 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(FREE_PLAN_MESSAGES.notPayable);
    expect((await adRow(t, adId)).status).toBe('draft');
  });

  it("publishes only the owner's draft or expired ad", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const adId = await createDraft(t, owner);
    const stranger = await publishFree(t, other, adId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(MESSAGES.adNotFound);
    expect((await publishFree(t, null, adId)).statusCode).toBe(401);

    expect((await publishFree(t, owner, adId)).statusCode).toBe(200);
    const again = await publishFree(t, owner, adId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FREE_PLAN_MESSAGES.notPublishable);
    expect((await send(t, 'POST', `/api/ads/${adId}/sold`, owner)).statusCode).toBe(200);
    expect((await publishFree(t, owner, adId)).statusCode).toBe(409);
    expect(await publications(t, owner)).toHaveLength(1);
  });

  it('renews an expired ad on the same rule: within the limits from today, past them refused', async () => {
    const user = await signUp(t);
    const [a, b] = [await createDraft(t, user), await createDraft(t, user)];
    await publishFree(t, user, a);
    await publishFree(t, user, b);
    // Both end; renewing them makes four free publications in 30 days.
    await endNow(t, a);
    await endNow(t, b, 'active'); // past its date, not yet swept
    expect((await publishFree(t, user, a)).statusCode).toBe(200);
    expect((await publishFree(t, user, b)).statusCode).toBe(200);
    near((await adRow(t, b)).expiresAt, Date.now() + 15 * DAY);
    expect(await allowance(t, user)).toMatchObject({ liveCount: 2, usedLast30Days: 4, blockedBy: 'period' });

    await endNow(t, a);
    const refused = await publishFree(t, user, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You have used your 4 free ads for the last 30 days\. Your next free ad is possible on /);
    expect((await adRow(t, a)).status).toBe('expired');
    // A paid renewal is still open to it.
    expect((await pay(t, user, { adId: a, planId: PLAN.premium })).statusCode).toBe(200);
  });

  it('counts a deleted free ad: deleting and posting again does not reset the 30-day allowance', async () => {
    const user = await signUp(t);
    let live: number[] = [];
    for (let round = 0; round < 4; round++) {
      const adId = await createDraft(t, user);
      expect((await publishFree(t, user, adId)).statusCode, `publication ${round + 1}`).toBe(200);
      live.push(adId);
      if (live.length === 2) {
        expect((await send(t, 'DELETE', `/api/ads/${live[0]}`, user)).statusCode).toBe(200);
        live = live.slice(1);
      }
    }
    // One free ad live, under the live limit: only the deleted ads' publications stand in the way.
    const fifth = await createDraft(t, user);
    const refused = await publishFree(t, user, fifth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('You have used your 4 free ads for the last 30 days.');
    expect(await allowance(t, user)).toMatchObject({ liveCount: 1, usedLast30Days: 4, blockedBy: 'period' });
    expect(await publications(t, user)).toHaveLength(4);
  });

  it('frees a live place when a free ad is sold', async () => {
    const user = await signUp(t);
    const [a, b, c] = [await createDraft(t, user), await createDraft(t, user), await createDraft(t, user)];
    await publishFree(t, user, a);
    await publishFree(t, user, b);
    await send(t, 'POST', `/api/ads/${a}/sold`, user);
    expect((await publishFree(t, user, c)).statusCode).toBe(200);
  });

  it('expires and reminds free ads like paid ones', async () => {
    const user = await signUp(t);
    const [soon, over] = [await createDraft(t, user, { Title: 'Free plan reminder cooler' }), await createDraft(t, user)];
    await publishFree(t, user, soon);
    await publishFree(t, user, over);
    await t.database.db
      .update(ads)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(ads.id, soon));
    await endNow(t, over, 'active');
    await createSweeper({ db: t.database.db, log: silent, tasks: [expireAdsTask(), ...t.app.sweepTasks] }).runOnce();

    expect((await adRow(t, over)).status).toBe('expired');
    expect((await adRow(t, soon)).expiryRemindedAt).not.toBeNull();
    const mails = (await t.outbox.list()).filter((m) => m.to === user.email && m.subject?.includes('Free plan reminder cooler'));
    expect(mails).toHaveLength(1);
  });
});

describe.each(DB_KINDS)('the Free plan as the operator sets it on %s', (kind) => {
  it('turned off: not listed, no allowance, publishing free refused; the paid flow remains', async () => {
    const t = await startTestApp(kind, { FREE_PLAN_ENABLED: 'false' });
    try {
      const plans: PaymentPlan[] = (await get(t, '/api/payment-plans')).json();
      expect(plans.map((p) => p.PlanKey)).toEqual(['basic', 'premium', 'featured']);
      const user = await signUp(t);
      expect(await allowance(t, user)).toMatchObject({ isEnabled: false, canPublish: false, blockedBy: 'disabled' });
      const adId = await createDraft(t, user);
      const refused = await publishFree(t, user, adId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(FREE_PLAN_MESSAGES.disabled);
      expect((await pay(t, user, { adId, planId: FREE_PLAN_ID })).statusCode).toBe(400);
      expect((await pay(t, user, { adId, planId: PLAN.basic })).statusCode).toBe(200);
      expect((await adRow(t, adId)).status).toBe('draft');
    } finally {
      await t.close();
    }
  });

  it('with its own run and limits: 7 days, one live at a time', async () => {
    const t = await startTestApp(kind, { FREE_PLAN_DAYS: '7', FREE_PLAN_MAX_LIVE: '1', FREE_PLAN_MAX_PER_30_DAYS: '3' });
    try {
      const free = ((await get(t, '/api/payment-plans')).json() as PaymentPlan[])[0]!;
      expect(free).toMatchObject({ PlanKey: 'free', DurationDays: 7 });
      expect(free.Features).toContain('Up to 1 free ad live at a time, 3 per 30 days');
      const user = await signUp(t);
      const [a, b] = [await createDraft(t, user), await createDraft(t, user)];
      expect((await publishFree(t, user, a)).json().data.expiresAt).toBeTruthy();
      near((await adRow(t, a)).expiresAt, Date.now() + 7 * DAY);
      const refused = await publishFree(t, user, b);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^You already have 1 free ad live, the most at a time\./);
    } finally {
      await t.close();
    }
  });
});
