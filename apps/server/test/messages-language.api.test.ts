import { AUTH_MESSAGES, formatLongDate, handleChangeableAt, localiseMessage } from '@mohalla/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { randomAddress, signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('answers in the request’s language on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (headers: Record<string, string>, email = 'nobody@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password-1' },
      headers: { origin: ORIGIN, ...headers },
      remoteAddress: randomAddress(),
    });

  it('refuses a wrong sign-in in Telugu (cookie), Hindi (Accept-Language) and English (neither)', async () => {
    const te = await signIn({ cookie: 'lang=te' });
    const hi = await signIn({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const en = await signIn({});
    expect([te.statusCode, hi.statusCode, en.statusCode]).toEqual([401, 401, 401]);
    expect(te.json()).toEqual({ success: false, message: 'ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు' });
    expect(hi.json()).toEqual({ success: false, message: 'ईमेल या पासवर्ड गलत है' });
    expect(en.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
  });

  it('prefers the cookie (the visitor’s choice) over the browser’s language', async () => {
    const res = await signIn({ cookie: 'lang=hi', 'accept-language': 'te' });
    expect(res.json().message).toBe(localiseMessage(AUTH_MESSAGES.invalidCredentials, 'hi'));
  });

  it('translates validation messages from the shared schemas, and success messages', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: '', email: 'x@example.com', phone: '9876501234', password: 'ecil-bike-2019', confirmPassword: 'ecil-bike-2019' },
      headers: { origin: ORIGIN, cookie: 'lang=te' },
      remoteAddress: randomAddress(),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('పేరు అవసరం');

    const { cookie } = await signUp(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: ORIGIN, cookie: `${cookie}; lang=hi` } });
    expect(out.json()).toMatchObject({ success: true, message: 'साइन आउट हो गए' });
  });

  it('writes the date inside a Telugu message with the Telugu month', async () => {
    const user = await signUp(t, { name: 'Kiran Rao' });
    // Changed on 15 November (in the future, so the wait holds whenever this runs): the next change is in December.
    const changedAt = new Date('2099-11-15T06:30:00Z');
    await t.database.db.update(users).set({ handleChangedAt: changedAt }).where(eq(users.id, user.uid));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/handle',
      payload: { handle: 'kiran-rao-2' },
      headers: { origin: ORIGIN, cookie: `${user.cookie}; lang=te` },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBe(429);
    const next = handleChangeableAt(changedAt, new Date())!;
    expect(res.json().message).toContain(`${formatLongDate(next, 'te-IN')}న`);
    expect(res.json().message).toContain('డిసెంబర్');
    expect(res.json().message).not.toContain('December');
  });
});
