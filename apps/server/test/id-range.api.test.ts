import { PAYMENT_MESSAGES } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, pay, PLAN } from './helpers/payments.ts';
import { adPayload, send } from './helpers/posting.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

/** Just above PostgreSQL's integer, far above it, past JavaScript's exact integers, and ids that are not decimal. */
const OUT_OF_RANGE = [2_147_483_648, 1e20, '9007199254740993', '99999999999999999999'];
const NOT_DECIMAL = ['0x10', '1e3', '12.0.1'];

describe.each(DB_KINDS)('ids out of their column range on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  let adId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await signUp(t);
    adId = await createDraft(t, user);
  });
  afterAll(async () => {
    await t?.close();
  });

  const expect4xx = (res: { statusCode: number; body: string }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  };

  it('POST /pay answers 400 with the plan text for any planId or adId out of range, never 500', async () => {
    for (const id of [...OUT_OF_RANGE, ...NOT_DECIMAL, 0, -1, 1.5]) {
      const badPlan = await pay(t, user, { adId, planId: id });
      expect(badPlan.statusCode, `planId ${id}`).toBe(400);
      expect(badPlan.json().message).toBe(PAYMENT_MESSAGES.invalidPlan);
      const badAd = await pay(t, user, { adId: id, planId: PLAN.basic });
      expect(badAd.statusCode, `adId ${id}`).toBe(400);
      expect(badAd.json().message).toBe('adId must be a positive whole number');
    }
  });

  it('every other id of the contracts is refused with a 4xx as well', async () => {
    for (const id of [...OUT_OF_RANGE, ...NOT_DECIMAL]) {
      const path = encodeURIComponent(String(id));
      expect4xx(await send(t, 'POST', '/api/contact', null, { name: 'A', email: 'a@b.co', message: 'm', adId: id }), `contact adId ${id}`);
      expect4xx(await send(t, 'POST', `/api/favorites/${path}`, user), `favourite ${id}`);
      expect4xx(await send(t, 'DELETE', `/api/favorites/${path}`, user), `unfavourite ${id}`);
      expect4xx(await send(t, 'PUT', `/api/ads/${path}`, user, adPayload()), `update ${id}`);
      expect4xx(await send(t, 'DELETE', `/api/ads/${path}`, user), `delete ${id}`);
      expect4xx(await send(t, 'POST', `/api/ads/${path}/sold`, user), `sold ${id}`);
      expect4xx(await t.app.inject({ url: `/api/ads/${path}` }), `read ${id}`);
      expect4xx(await t.app.inject({ url: `/api/ads/${path}/edit`, headers: { cookie: user.cookie } }), `edit ${id}`);
    }
  });

  it('an image id that is not a UUID is refused before it reaches the database', async () => {
    for (const id of ['------------------------------------', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']) {
      const res = await send(t, 'POST', '/api/ads', user, adPayload({ Images: JSON.stringify([{ id }]) }));
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});
