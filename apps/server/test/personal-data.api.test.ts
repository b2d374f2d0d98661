import crypto from 'node:crypto';
import { AUTH_MESSAGES, DELETED_USER_NAME, GOOGLE_REAUTH_MINUTES, PERSONAL_DATA_MESSAGES, PersonalDataExportSchema } from '@mohalla/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, ads, closedAccounts, favorites, paymentRefunds, payments, sessions, users } from '../src/db/schema.ts';
import { sha256 } from '../src/modules/auth/sessions.service.ts';
import { sayText } from './helpers/conversations.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { callAs } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;

describe.each(DB_KINDS)('personal data (DPDP Act 2023) on %s', (kind) => {
  let t: TestApp;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    other = await signUp(t, { name: 'Buyer Kiran', phone: '9000011111' });
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

  /** A seller with an ad and its photo, a favourite, a thread with `other`, a paid and refunded order and a report. */
  async function busySeller(): Promise<{ seller: SignedIn; adId: number; conversationId: number; orderId: string }> {
    const seller = await signUp(t, { name: 'Seller Lakshmi', phone: '9123400001' });
    const ad = await createAd(db(), seller.uid, { title: 'Teak almirah', contactEmail: 'lakshmi-ads@example.com' });
    const othersAd = await createAd(db(), other.uid, {
      title: 'Study table',
      contactPhone: '9000011111',
      contactEmail: 'kiran-private@example.com',
    });
    expect((await callAs(t, seller, 'POST', `/api/favorites/${othersAd.id}`)).statusCode).toBe(200);
    const started = await callAs(t, other, 'POST', '/api/conversations', { adId: ad.id, ...sayText('Is the almirah still there?') });
    expect(started.statusCode, started.body).toBe(200);
    const conversationId = started.json().data.conversation.id as number;
    const reply = await callAs(t, seller, 'POST', `/api/conversations/${conversationId}/messages`, sayText('Yes, come on Sunday'));
    expect(reply.statusCode, reply.body).toBe(200);
    const reported = await callAs(t, seller, 'POST', `/api/ads/${othersAd.id}/report`, { reason: 'duplicate', details: 'Posted twice' });
    expect(reported.statusCode, reported.body).toBe(200);
    const orderId = `order-${crypto.randomBytes(6).toString('hex')}`;
    await db()
      .insert(payments)
      .values({ merchantOrderId: orderId, adId: ad.id, userId: seller.uid, planId: 2, amountPaise: 9900, state: 'COMPLETED' });
    await db()
      .insert(paymentRefunds)
      .values({
        merchantRefundId: `refund-${orderId}`,
        merchantOrderId: orderId,
        amountPaise: 9900,
        reason: 'Removed by the moderators',
        state: 'COMPLETED',
      });
    return { seller, adId: ad.id, conversationId, orderId };
  }

  it('downloads the person’s own data as a dated JSON file, with nothing of anyone else’s but a name', async () => {
    const { seller, adId, conversationId, orderId } = await busySeller();
    expect((await callAs(t, null, 'GET', '/api/profile/export')).statusCode).toBe(401);
    expect((await callAs(t, seller, 'PUT', '/api/profile/language', { language: 'hi' })).statusCode).toBe(200);

    const res = await callAs(t, seller, 'GET', '/api/profile/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mohalla-ads-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = PersonalDataExportSchema.parse(res.json());

    expect(file.profile).toMatchObject({ id: seller.uid, email: seller.email, name: 'Seller Lakshmi', phone: '9123400001' });
    expect(file.profile.signsInWith).toEqual({ password: true, google: false });
    expect(file.profile.language).toBe('hi');
    expect(file.ads).toHaveLength(1);
    expect(file.ads[0]).toMatchObject({ id: adId, title: 'Teak almirah', contactEmail: 'lakshmi-ads@example.com' });
    expect(file.ads[0]!.photos).toHaveLength(1);
    expect(file.ads[0]!.photos[0]).toMatch(/\/1600\.webp$/);
    expect(file.favourites.map((f) => f.title)).toEqual(['Study table']);
    expect(file.conversations).toHaveLength(1);
    expect(file.conversations[0]).toMatchObject({ id: conversationId, adId, role: 'seller', otherPerson: 'Buyer Kiran' });
    expect(file.conversations[0]!.messages.map((m) => [m.from, m.text])).toEqual([
      ['Buyer Kiran', 'Is the almirah still there?'],
      ['me', 'Yes, come on Sunday'],
    ]);
    expect(file.payments).toEqual([
      expect.objectContaining({
        orderId,
        adId,
        amountRupees: 99,
        state: 'COMPLETED',
        refund: expect.objectContaining({ amountRupees: 99 }),
      }),
    ]);
    expect(file.reports).toEqual([expect.objectContaining({ about: 'ad', reason: 'duplicate', details: 'Posted twice', status: 'open' })]);

    // Secrets and the other person's private data never appear anywhere in the file.
    const row = await userRow(seller.uid);
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, seller.uid));
    const token = seller.cookie.split('=')[1]!;
    for (const secret of [
      row.passwordHash!,
      session!.id,
      token,
      other.email,
      other.uid,
      '9000011111',
      'kiran-private@example.com',
      seller.password,
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('saves the mail switches: marketing mail off by default, given and withdrawn', async () => {
    const person = await signUp(t);
    const profile = (await callAs(t, person, 'GET', '/api/profile')).json().data;
    expect(profile).toMatchObject({ messageEmails: true, marketingEmails: false });
    const given = await callAs(t, person, 'PUT', '/api/profile/mail-settings', { marketingEmails: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      message: PERSONAL_DATA_MESSAGES.mailSettingsSaved,
      data: { marketingEmails: true, messageEmails: true },
    });
    const withdrawn = await callAs(t, person, 'PUT', '/api/profile/mail-settings', { marketingEmails: false, messageEmails: false });
    expect(withdrawn.json().data).toMatchObject({ marketingEmails: false, messageEmails: false });
    expect(await userRow(person.uid)).toMatchObject({ marketingEmails: false, messageEmails: false });
    const empty = await callAs(t, person, 'PUT', '/api/profile/mail-settings', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PERSONAL_DATA_MESSAGES.mailSettingsEmpty);
    expect((await callAs(t, person, 'PUT', '/api/profile/mail-settings', { marketingEmails: 'yes' })).statusCode).toBe(400);
    expect((await callAs(t, null, 'PUT', '/api/profile/mail-settings', { marketingEmails: true })).statusCode).toBe(401);
  });

  it('refuses to delete without the right password, and changes nothing', async () => {
    const person = await signUp(t);
    const missing = await callAs(t, person, 'POST', '/api/profile/delete', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PERSONAL_DATA_MESSAGES.passwordRequired);
    const wrong = await callAs(t, person, 'POST', '/api/profile/delete', { password: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(PERSONAL_DATA_MESSAGES.wrongPassword);
    const tooLong = await callAs(t, person, 'POST', '/api/profile/delete', { password: 'x'.repeat(10_000) });
    expect(tooLong.statusCode).toBe(400);
    expect((await callAs(t, null, 'POST', '/api/profile/delete', { password: person.password })).statusCode).toBe(401);
    expect((await callAs(t, person, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await userRow(person.uid)).deletedAt).toBeNull();
  });

  it('deletes an account: sessions end, ads go, the other side’s thread stays readable, payments stay, the email signs up again', async () => {
    const { seller, adId, conversationId, orderId } = await busySeller();
    const before = await userRow(seller.uid);
    const publicProfile = await callAs(t, null, 'GET', `/api/user/public-stats?handle=${before.handle}`);
    expect(publicProfile.statusCode).toBe(200);
    const second = await login(seller);

    const res = await callAs(t, seller, 'POST', '/api/profile/delete', { password: seller.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PERSONAL_DATA_MESSAGES.deleted);
    expect(String(res.headers['set-cookie'])).toMatch(/mohalla_session=;/);

    // Every session ended, the old cookies are refused, and the old password signs nobody in.
    for (const cookie of [seller.cookie, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toBe(AUTH_MESSAGES.signInRequired);
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, seller.uid))).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN },
      payload: { email: seller.email, password: seller.password },
    });
    expect(signIn.statusCode).toBe(401);

    // The ad is gone from its page and the lists, its photos deleted; the public profile is gone.
    expect((await callAs(t, other, 'GET', `/api/ads/${adId}`)).statusCode).toBe(404);
    const listed = (await callAs(t, null, 'GET', '/api/ads?sort=recent&limit=100')).json().data.map((a: { AdId: number }) => a.AdId);
    expect(listed).not.toContain(adId);
    expect(await db().select().from(adImages).where(eq(adImages.adId, adId))).toEqual([]);
    expect((await db().select().from(ads).where(eq(ads.id, adId)))[0]).toMatchObject({
      status: 'removed',
      contactEmail: null,
      contactPhone: null,
    });
    expect((await callAs(t, null, 'GET', `/api/user/public-stats?handle=${before.handle}`)).statusCode).toBe(404);

    // The other side still reads the whole thread, the author shown as "Deleted user"; it is closed for new messages.
    const thread = await callAs(t, other, 'GET', `/api/conversations/${conversationId}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().data.other.name).toBe(DELETED_USER_NAME);
    expect(thread.json().data.closed).not.toBeNull();
    const said = (await callAs(t, other, 'GET', `/api/conversations/${conversationId}/messages`)).json().data.messages;
    expect(said.map((m: { text: string; fromMe: boolean }) => [m.fromMe, m.text])).toEqual([
      [true, 'Is the almirah still there?'],
      [false, 'Yes, come on Sunday'],
    ]);

    // Payments stay for the accounts; the registration data waits 180 days in closed_accounts; the row is stripped.
    expect((await db().select().from(payments).where(eq(payments.merchantOrderId, orderId)))[0]).toMatchObject({ userId: seller.uid });
    expect((await db().select().from(closedAccounts).where(eq(closedAccounts.userId, seller.uid)))[0]).toMatchObject({
      email: seller.email,
      displayName: 'Seller Lakshmi',
      phone: '9123400001',
      registeredAt: before.createdAt,
    });
    const after = await userRow(seller.uid);
    expect(after).toMatchObject({
      displayName: DELETED_USER_NAME,
      passwordHash: null,
      googleSub: null,
      phone: null,
      bio: null,
      photoUrl: null,
    });
    expect(after.deletedAt).not.toBeNull();
    expect(after.email).not.toBe(seller.email);
    expect(after.handle).not.toBe(before.handle);
    expect(await db().select().from(favorites).where(eq(favorites.userId, seller.uid))).toEqual([]);

    // The same email signs up again, as a new account.
    const again = await signUp(t, { email: seller.email, name: 'Lakshmi Again' });
    expect(again.uid).not.toBe(seller.uid);
    // A second delete with the old session is refused (the session is gone).
    expect((await callAs(t, seller, 'POST', '/api/profile/delete', { password: seller.password })).statusCode).toBe(401);
  });

  it('lets a Google-only account delete itself only right after a Google sign-in', async () => {
    const person = await createUser(db(), { googleSub: `google-${crypto.randomUUID()}`, displayName: 'Google Person' });
    const oldSession = await sessionFor(person.id, new Date(Date.now() - (GOOGLE_REAUTH_MINUTES + 1) * MINUTE));
    const refused = await callAs(t, oldSession, 'POST', '/api/profile/delete', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PERSONAL_DATA_MESSAGES.googleAgain);
    // A password typed anyway does not stand in for Google.
    expect((await callAs(t, oldSession, 'POST', '/api/profile/delete', { password: 'anything-at-all' })).statusCode).toBe(403);
    expect((await userRow(person.id)).deletedAt).toBeNull();

    const fresh = await sessionFor(person.id, new Date(Date.now() - MINUTE));
    const done = await callAs(t, fresh, 'POST', '/api/profile/delete', {});
    expect(done.statusCode, done.body).toBe(200);
    const after = await userRow(person.id);
    expect(after).toMatchObject({ googleSub: null, displayName: DELETED_USER_NAME });
    expect(after.deletedAt).not.toBeNull();
    expect((await callAs(t, oldSession, 'GET', '/api/profile')).statusCode).toBe(401);
  });

  /** Signs in again with the password: a second session of the same account (another phone). */
  async function login(user: SignedIn): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers['set-cookie']).match(/mohalla_session=[^;]+/)![0];
  }

  /** A session made as a Google sign-in makes one, started at `createdAt`. */
  async function sessionFor(userId: string, createdAt: Date): Promise<SignedIn> {
    const token = crypto.randomBytes(32).toString('base64url');
    await db()
      .insert(sessions)
      .values({ id: sha256(token), userId, createdAt, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
    return { cookie: `mohalla_session=${token}`, email: '', uid: userId, password: '' };
  }
});
