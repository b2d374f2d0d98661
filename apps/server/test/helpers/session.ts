import crypto from 'node:crypto';
import { ORIGIN, type TestApp } from './test-app.ts';

/** `device` is the browser's device cookie (decision 018): it marks a client that signed in to the account before. */
export type SignedIn = { cookie: string; email: string; uid: string; password: string; device?: string };

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
  const cookies = res.headers['set-cookie'];
  return {
    cookie: sessionCookie(cookies),
    device: cookieNamed(cookies, 'mohalla_device'),
    email: overrides.email ?? email,
    uid: res.json().data.uid,
    password,
  };
}

/** `name=value` of the cookie `name` among Set-Cookie headers. */
export function cookieNamed(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = all.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie was set`);
  return found.split(';')[0]!;
}

export const sessionCookie = (setCookie: string | string[] | undefined) => cookieNamed(setCookie, 'mohalla_session');

/** Spreads requests over addresses so per-address rate limits only bite in the tests about them. */
export const randomAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
