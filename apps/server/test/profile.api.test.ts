import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, otpCodes } from '../src/db/schema.ts';
import { createAd } from './helpers/fixtures.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('profile, phone verification and sellers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, user: SignedIn | null, payload: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      remoteAddress: randomAddress(),
    });
  const get = (url: string, user?: SignedIn) => t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });
  const lastSmsCode = async (phone: string) => {
    const sms = (await t.outbox.list()).filter((m) => m.channel === 'sms' && m.to === phone).at(-1)!;
    return /^(\d{6})/.exec(sms.text)![1]!;
  };
  const allowResend = (uid: string) =>
    t.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.userId, uid));

  it('reads and updates the profile with the spec field names', async () => {
    const user = await signUp(t);
    const profile = (await get('/api/profile', user)).json().data;
    expect(Object.keys(profile)).toEqual(
      expect.arrayContaining([
        'uid',
        'email',
        'displayName',
        'photoURL',
        'phone',
        'location',
        'bio',
        'phoneVerified',
        'createdAt',
        'lastLoginAt',
      ]),
    );
    const res = await send('PUT', '/api/profile', user, {
      displayName: 'Priya R',
      phone: '9000000001',
      location: 'dammaiguda',
      bio: 'Selling my old things.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { displayName: 'Priya R', location: 'dammaiguda', bio: 'Selling my old things.', email: user.email },
    });
  });

  it.each([
    [{ displayName: '' }, 'Full name is required'],
    [{ displayName: 'A', phone: '98765' }, 'Please enter a valid 10-digit phone number'],
    [{ displayName: 'A', location: 'mumbai' }, 'Nagaram, ECIL or Dammaiguda'],
    [{ displayName: 'A', bio: 'x'.repeat(501) }, 'at most 500'],
  ])('refuses the profile %j', async (payload, message) => {
    const user = await signUp(t);
    const res = await send('PUT', '/api/profile', user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('needs a session for the profile', async () => {
    expect((await get('/api/profile')).statusCode).toBe(401);
    expect((await send('PUT', '/api/profile', null, { displayName: 'X' })).statusCode).toBe(401);
    expect((await send('POST', '/api/profile/phone/send-otp', null, { phone: '9876543210' })).statusCode).toBe(401);
  });

  it('verifies the phone with a 6-digit code sent by SMS, once', async () => {
    const user = await signUp(t);
    const sent = await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012345' });
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent to your phone number', data: { resendAfter: 60 } });
    const stored = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.uid));
    const code = await lastSmsCode('9440012345');
    expect(JSON.stringify(stored)).not.toContain(code);
    const ok = await send('POST', '/api/profile/phone/verify', user, { otp: code });
    expect(ok.json()).toMatchObject({ message: 'Phone number verified successfully!', data: { phone: '9440012345', phoneVerified: true } });
    expect((await send('POST', '/api/profile/phone/verify', user, { otp: code })).statusCode).toBe(400);
  });

  it('waits 60 s between codes', async () => {
    const user = await signUp(t);
    expect((await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012346' })).statusCode).toBe(200);
    const again = await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012346' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toContain('Please wait before requesting another OTP.');
  });

  it('locks a code after five wrong tries, even the right one', async () => {
    const user = await signUp(t);
    await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012347' });
    const code = await lastSmsCode('9440012347');
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send('POST', '/api/profile/phone/verify', user, { otp: wrong })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await send('POST', '/api/profile/phone/verify', user, { otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
    await allowResend(user.uid);
    await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012347' });
    expect((await send('POST', '/api/profile/phone/verify', user, { otp: await lastSmsCode('9440012347') })).statusCode).toBe(200);
  });

  it('counts 40 simultaneous guesses one by one: five are judged, the rest are refused, the cap holds', async () => {
    const user = await signUp(t);
    await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012349' });
    const code = await lastSmsCode('9440012349');
    const wrong = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrong.map((otp) => send('POST', '/api/profile/phone/verify', user, { otp })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, user.uid));
    expect(row!.attempts).toBe(5);
    expect((await send('POST', '/api/profile/phone/verify', user, { otp: code })).statusCode).toBe(429);
  });

  it('refuses an expired code and badly formed input with the spec texts', async () => {
    const user = await signUp(t);
    await send('POST', '/api/profile/phone/send-otp', user, { phone: '9440012348' });
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, user.uid));
    expect((await send('POST', '/api/profile/phone/verify', user, { otp: await lastSmsCode('9440012348') })).json().message).toContain(
      'expired',
    );
    expect((await send('POST', '/api/profile/phone/verify', user, { otp: '12ab' })).json().message).toBe(
      'Please enter a valid 6-digit OTP',
    );
    expect((await send('POST', '/api/profile/phone/send-otp', user, { phone: '123' })).json().message).toBe(
      'Please enter a valid 10-digit phone number',
    );
  });

  it('shows contact details to signed-in users only, and the Verified badge', async () => {
    const seller = await signUp(t, { name: 'Verified Seller' });
    await send('POST', '/api/profile/phone/send-otp', seller, { phone: '9440099999' });
    await send('POST', '/api/profile/phone/verify', seller, { otp: await lastSmsCode('9440099999') });
    const ad = await createAd(t.database.db, seller.uid, {
      title: 'Study table',
      contactPhone: '9440099999',
      contactWhatsapp: '9440099999',
    });
    const buyer = await signUp(t);
    // A new account is not Verified yet, however verified its phone: the badge also asks for age (decision 027).
    expect((await get(`/api/ads/${ad.id}`, buyer)).json().data.owner.isVerified).toBe(false);
    await t.database.db.execute(sql`UPDATE users SET created_at = now() - interval '60 days' WHERE id = ${seller.uid}`);
    const asBuyer = (await get(`/api/ads/${ad.id}`, buyer)).json().data;
    expect(asBuyer).toMatchObject({
      contactPhone: '9440099999',
      contactWhatsapp: '9440099999',
      owner: { isVerified: true, name: 'Verified Seller', handle: 'verified-seller' },
    });
    // The owner's account email is on no public answer, not even a signed-in buyer's.
    expect((await get(`/api/ads/${ad.id}`, buyer)).body).not.toContain(seller.email);
    const asVisitor = await get(`/api/ads/${ad.id}`);
    expect(asVisitor.body).not.toContain('9440099999');
    const listed = (await get('/api/ads?search=study', buyer)).json().data[0];
    // Lists carry no numbers, even signed in: only the ad page gives them, counted (decision 027).
    expect(listed).toMatchObject({ Title: 'Study table' });
    expect(listed).not.toHaveProperty('OwnerPhone');
    expect(listed).not.toHaveProperty('OwnerWhatsapp');
  });

  it('serves public seller stats and live ads by handle, never by email', async () => {
    const seller = await signUp(t, { name: 'Anil Sharma' });
    await createAd(t.database.db, seller.uid, { title: 'Live cooler', views: 7 });
    await createAd(t.database.db, seller.uid, { title: 'Draft cooler', status: 'draft' });
    const stats = (await get('/api/user/public-stats?handle=anil-sharma')).json();
    expect(stats.data).toMatchObject({ totalAds: 1, activeAds: 1, totalViews: 7, isVerified: false, displayName: 'Anil Sharma' });
    const listed = (await get('/api/user/public-ads?handle=anil-sharma&limit=20')).json();
    expect(listed.data.map((a: { Title: string }) => a.Title)).toEqual(['Live cooler']);
    for (const url of [
      `/api/user/public-stats?handle=${encodeURIComponent(seller.email)}`,
      `/api/user/public-ads?handle=${encodeURIComponent(seller.email)}`,
      '/api/user/public-stats?handle=nobody-here',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User Not Found');
    }
    expect((await get(`/api/user/owner-stats?ownerEmail=${encodeURIComponent(seller.email)}`)).statusCode).toBe(404);
    expect((await get('/api/user/public-ads?handle=x&limit=21')).statusCode).toBe(400);
  });

  it('renames the owner on all their ads, taking the owner from the session', async () => {
    const seller = await signUp(t);
    const other = await signUp(t);
    const mine = await createAd(t.database.db, seller.uid, { title: 'Mine' });
    const theirs = await createAd(t.database.db, other.uid, { title: 'Theirs', contactName: 'Other' });
    const res = await send('PUT', '/api/ads/update-owner-info', seller, { ownerEmail: other.email, ownerName: 'New Name' });
    expect(res.json()).toMatchObject({ success: true, data: { updated: 1 } });
    const [a] = await t.database.db.select().from(ads).where(eq(ads.id, mine.id));
    const [b] = await t.database.db.select().from(ads).where(eq(ads.id, theirs.id));
    expect(a!.contactName).toBe('New Name');
    expect(b!.contactName).toBe('Other');
    expect((await get(`/api/ads/${mine.id}`)).json().data.owner.name).toBe('New Name');
  });
});
