import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { sha256 } from '../src/modules/auth/sessions.service.ts';
import { randomAddress, sessionCookie, signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers }, remoteAddress: randomAddress() });
  const me = (cookie?: string) => t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('signs up with a hashed password and an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await post('/api/auth/signup', {
      name: 'Ravi Kumar',
      email: 'Ravi.K@Example.com',
      phone: '9876501234',
      password: 'ecil-bike-2019',
      confirmPassword: 'ecil-bike-2019',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email: 'ravi.k@example.com',
      displayName: 'Ravi Kumar',
      phone: '9876501234',
      phoneVerified: false,
      hasPassword: true,
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/mohalla_session=[A-Za-z0-9_-]{43};/);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).not.toContain('Secure');
    const cookie = sessionCookie(res.headers['set-cookie']);
    const token = cookie.split('=')[1]!;
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await t.database.db.select().from(sessions))).not.toContain(token);
    expect((await me(cookie)).json().data.email).toBe('ravi.k@example.com');
  });

  it.each([
    [{ confirmPassword: 'something-else-1' }, 'Passwords do not match'],
    [{ password: 'short1', confirmPassword: 'short1' }, 'at least 8 characters'],
    [{ password: 'password123', confirmPassword: 'password123' }, 'too common'],
    [{ phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    [{ email: 'nope' }, 'valid email'],
    [{ name: '' }, 'Name is required'],
  ])('refuses sign-up with %j', async (override, message) => {
    const base = {
      name: 'A',
      email: `a-${Math.random()}@example.com`,
      phone: '9876501234',
      password: 'good-pass-123',
      confirmPassword: 'good-pass-123',
    };
    const res = await post('/api/auth/signup', { ...base, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a second account for the same email', async () => {
    const first = await signUp(t);
    const res = await post('/api/auth/signup', {
      name: 'B',
      email: first.email.toUpperCase(),
      phone: '9876501234',
      password: 'good-pass-123',
      confirmPassword: 'good-pass-123',
    });
    expect(res.statusCode).toBe(409);
  });

  it('signs in with a new token each time and one message for unknown email and wrong password', async () => {
    const user = await signUp(t);
    const ok = await post('/api/auth/login', { email: user.email, password: user.password }, { cookie: user.cookie });
    expect(ok.statusCode).toBe(200);
    const fresh = sessionCookie(ok.headers['set-cookie']);
    expect(fresh).not.toBe(user.cookie);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('slows sign-in attempts per account across addresses', async () => {
    const user = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await post('/api/auth/login', { email: user.email, password: `wrong-${i}-pass` })).statusCode);
    // Five free failures; the sixth makes the next attempt wait a second.
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('slows sign-in attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { origin: ORIGIN },
            remoteAddress: '10.250.0.1',
            payload: { email: `x${i}@example.com`, password: 'whatever-1' },
          })
        ).statusCode,
      );
    }
    // Ten free failures per address; the eleventh makes the next attempt wait.
    expect(codes.slice(0, 11).every((c) => c === 401)).toBe(true);
    expect(codes.slice(11).every((c) => c === 429)).toBe(true);
  });

  it('answers /auth/me with 401 for visitors and for made-up cookies', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('mohalla_session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(401);
    expect((await me('mohalla_session=<script>')).json()).toEqual({ success: false, message: 'Please sign in to continue' });
  });

  it('signs out by deleting the session', async () => {
    const user = await signUp(t);
    const res = await post('/api/auth/logout', {}, { cookie: user.cookie });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('mohalla_session=;');
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('ends sessions past their absolute life or idle too long', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const idOf = (cookie: string) => sha256(cookie.split('=')[1]!);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, idOf(a.cookie)));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(sessions.id, idOf(b.cookie)));
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(401);
  });

  it('refuses mutating requests from another origin', async () => {
    const user = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('resets a password with a one-time emailed link', async () => {
    const user = await signUp(t);
    const forgot = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(forgot.json()).toEqual(unknown.json());
    const mail = (await t.outbox.list()).filter((m) => m.to === user.email).at(-1)!;
    expect(mail.subject).toBe('Reset your Mohalla Ads password');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-pass-7', confirmPassword: 'brand-new-pass-7' });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookie(reset.headers['set-cookie']))).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'another-pass-8', confirmPassword: 'another-pass-8' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('invalid or has expired');
    expect((await post('/api/auth/login', { email: user.email, password: 'brand-new-pass-7' })).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const user = await signUp(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const mail = (await t.outbox.list()).filter((m) => m.to === user.email).at(-1)!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const { passwordResets } = await import('../src/db/schema.ts');
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-pass-7', confirmPassword: 'brand-new-pass-7' });
    expect(res.statusCode).toBe(400);
  });

  it('says Google sign-in is not enabled when it is not configured', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ success: true, data: { google: false } });
    const res = await t.app.inject({ url: '/api/auth/google' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Google sign-in is not enabled.');
  });
});

describe('session cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { PUBLIC_URL: 'https://ads.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is Secure when the public URL is https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://ads.example' },
      payload: { name: 'S', email: 's@example.com', phone: '9876501234', password: 'good-pass-123', confirmPassword: 'good-pass-123' },
    });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});

describe('RATE_LIMIT_ALLOWLIST', () => {
  it('exempts the listed address from the per-address limit, and only that address', async () => {
    const t = await startTestApp('pglite', { RATE_LIMIT_ALLOWLIST: '10.251.0.1' });
    try {
      const attempt = (remoteAddress: string, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: ORIGIN },
          remoteAddress,
          payload: { email: `y${i}@example.com`, password: 'whatever-1' },
        });
      const listed: number[] = [];
      const other: number[] = [];
      for (let i = 0; i < 22; i++) {
        listed.push((await attempt('10.251.0.1', i)).statusCode);
        other.push((await attempt('10.251.0.2', i)).statusCode);
      }
      expect(listed.every((c) => c === 401)).toBe(true);
      expect(other.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});
