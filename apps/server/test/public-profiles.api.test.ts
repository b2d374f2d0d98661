import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLE_MESSAGE } from '@mohalla/shared';
import { users } from '../src/db/schema.ts';
import { createAd } from './helpers/fixtures.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

describe.each(DB_KINDS)('public profiles by handle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, user?: SignedIn) => t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
  const changeHandle = (user: SignedIn, handle: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/handle',
      payload: { handle },
      headers: { origin: ORIGIN, cookie: user.cookie },
      remoteAddress: randomAddress(),
    });
  const handleOf = async (user: SignedIn) => (await get('/api/profile', user)).json().data.handle as string;
  const handleForName = (name: string) => get(`/api/user/handle-for-name?name=${encodeURIComponent(name)}`);
  /** As if the handle had been changed `days` ago. */
  const changedDaysAgo = (user: SignedIn, days: number) =>
    t.database.db
      .update(users)
      .set({ handleChangedAt: new Date(Date.now() - days * DAY) })
      .where(eq(users.id, user.uid));

  it('gives two people of one name different handles, and an old name link goes on only when the name is one person', async () => {
    const first = await signUp(t, { name: 'Sita Devi' });
    expect(await handleOf(first)).toBe('sita-devi');
    expect((await handleForName('Sita Devi')).json().data).toEqual({ handle: 'sita-devi' });
    // Any case, and the old app's double-encoded links.
    expect((await handleForName('sita devi')).json().data.handle).toBe('sita-devi');
    expect((await get('/api/user/handle-for-name?name=Sita%2520Devi')).json().data.handle).toBe('sita-devi');

    const second = await signUp(t, { name: 'Sita Devi' });
    expect(await handleOf(second)).toMatch(/^sita-devi-[0-9a-f]{6}$/);
    // Now the name is ambiguous: it names nobody, and each profile is reached by its own handle.
    const ambiguous = await handleForName('Sita Devi');
    expect(ambiguous.statusCode).toBe(404);
    expect(ambiguous.json().message).toBe('User Not Found');
    expect((await get(`/api/user/public-stats?handle=${await handleOf(second)}`)).json().data).toMatchObject({
      displayName: 'Sita Devi',
      handle: await handleOf(second),
    });
  });

  it('never looks a profile up by email, and never repeats the address it was asked for', async () => {
    const person = await signUp(t, { name: 'Email Prober Target' });
    const email = encodeURIComponent(person.email);
    for (const url of [
      `/api/user/public-stats?handle=${email}`,
      `/api/user/public-ads?handle=${email}`,
      `/api/user/handle-for-name?name=${email}`,
      `/api/user/public-stats?handle=${encodeURIComponent('Email Prober Target')}`,
      '/api/user/public-stats?handle=no-such-person',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: 'User Not Found' });
    }
    expect((await get(`/api/user/owner-stats?ownerEmail=${email}`)).statusCode).toBe(404);
  });

  it("names the ad's owner by handle on the ad page, never by email", async () => {
    const seller = await signUp(t, { name: 'Handle Seller' });
    const ad = await createAd(t.database.db, seller.uid);
    const buyer = await signUp(t);
    for (const viewer of [undefined, buyer, seller]) {
      const res = await get(`/api/ads/${ad.id}`, viewer);
      expect(res.json().data.owner).toMatchObject({ name: 'Handle Seller', handle: 'handle-seller' });
      expect(res.json().data.owner).not.toHaveProperty('email');
      expect(res.body).not.toContain(seller.email);
    }
  });

  it('changes a handle: checked by the shared pattern, unique, not reserved, at most once every 30 days', async () => {
    const person = await signUp(t, { name: 'Kiran Kumar' });
    const other = await signUp(t, { name: 'Prasad Rao' });
    const before = (await get('/api/profile', person)).json().data;
    expect(before).toMatchObject({ handle: 'kiran-kumar', handleChangeableAt: null });

    for (const bad of ['ab', '-kiran', 'kiran-', 'kiran_kumar', 'kiran@example.com', 'x'.repeat(31), '', 42]) {
      const res = await changeHandle(person, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe(HANDLE_MESSAGE);
    }
    const taken = await changeHandle(person, 'prasad-rao');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That handle is taken. Please choose another.');
    expect((await changeHandle(person, 'support')).json().message).toBe('That handle is reserved. Please choose another.');
    // Saving the handle one already has changes nothing and starts no wait.
    expect((await changeHandle(person, 'kiran-kumar')).json().data.handleChangeableAt).toBeNull();

    const changed = await changeHandle(person, '  Kiran-Sells ');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Your profile address has been changed.', data: { handle: 'kiran-sells' } });
    const next = Date.parse(changed.json().data.handleChangeableAt);
    expect(Math.abs(next - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await get('/api/user/public-stats?handle=kiran-sells')).json().data.displayName).toBe('Kiran Kumar');
    expect((await get('/api/user/public-stats?handle=kiran-kumar')).statusCode).toBe(404);

    const again = await changeHandle(person, 'kiran-again');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^You can change your handle once every 30 days\. You can change it again on \d{1,2} \w+ \d{4}\.$/,
    );
    expect(await handleOf(person)).toBe('kiran-sells');

    await changedDaysAgo(person, 31);
    expect((await changeHandle(person, 'kiran-again')).statusCode).toBe(200);
    expect(await handleOf(other)).toBe('prasad-rao');
  });

  it('lets one of two simultaneous changes through: of one person, and of two people to one handle', async () => {
    const person = await signUp(t, { name: 'Racing Person' });
    const both = await Promise.all([changeHandle(person, 'racing-one'), changeHandle(person, 'racing-two')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);

    const a = await signUp(t, { name: 'Claimant A' });
    const b = await signUp(t, { name: 'Claimant B' });
    const claims = await Promise.all([changeHandle(a, 'wanted-handle'), changeHandle(b, 'wanted-handle')]);
    expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect([await handleOf(a), await handleOf(b)].filter((h) => h === 'wanted-handle')).toHaveLength(1);
  });

  it('needs a session to change a handle', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/handle',
      payload: { handle: 'someone' },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});
