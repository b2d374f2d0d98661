import crypto from 'node:crypto';
import { ORIGIN, type TestApp } from './test-app.ts';

export type SignedIn = { cookie: string; email: string; uid: string; password: string };

/** Signs up a fresh account through the API and returns its session cookie. */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}): Promise<SignedIn> {
  const email = `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = 'Nagaram-Market-42';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: ORIGIN },
    remoteAddress: randomAddress(),
    payload: { name: 'Priya Reddy', email, phone: '9123456780', password, confirmPassword: password, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res.headers['set-cookie']), email: overrides.email ?? email, uid: res.json().data.uid, password };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith('mohalla_session='));
  if (!found) throw new Error('no session cookie was set');
  return found.split(';')[0]!;
}

/** Spreads requests over addresses so per-address rate limits only bite in the tests about them. */
export const randomAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
