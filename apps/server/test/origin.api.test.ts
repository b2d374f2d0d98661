import { AUTH_MESSAGES } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

/** Spellings of API paths that the router decodes to the real route. */
const SPELLINGS = ['/%61pi/auth/login', '/api/auth/%6cogin', '/%61%70%69/auth/login', '/api/%61uth/login'];

describe.each(DB_KINDS)('the Origin check on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (url: string, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: randomAddress(),
      headers: origin ? { origin } : {},
      payload: { email: user.email, password: user.password },
    });

  it('refuses a mutating request from another site however its path is spelled', async () => {
    for (const url of ['/api/auth/login', ...SPELLINGS]) {
      for (const origin of ['https://evil.example', undefined]) {
        const res = await login(url, origin);
        expect(res.statusCode, `${url} from ${origin}`).toBe(403);
        expect(res.json().message).toBe(AUTH_MESSAGES.foreignOrigin);
      }
    }
  });

  it('lets the same requests through from the site itself', async () => {
    for (const url of SPELLINGS) expect((await login(url, ORIGIN)).statusCode, url).toBe(200);
  });

  it('refuses an encoded path to a signed-in endpoint, and leaves the webhook to its own check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/favorites/1',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const hook = await t.app.inject({ method: 'POST', url: '/api/payments/phonepe/%77ebhook', payload: { event: 'x', payload: {} } });
    expect(hook.statusCode).toBe(401);
  });
});
