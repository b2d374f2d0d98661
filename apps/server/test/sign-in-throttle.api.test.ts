import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress, signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('sign-in delays that never lock the owner out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, options: { address?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: options.address ?? randomAddress(),
      headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
      payload: { email, password },
    });
  const guesses = async (email: string, n: number) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await login(email, `guess-${i}-password`)).statusCode);
    return codes;
  };

  it("a stranger's wrong guesses slow the stranger, not the owner's browser", async () => {
    const owner = await signUp(t);
    const codes = await guesses(owner.email, 30);
    expect(codes.slice(0, 6)).toEqual(Array(6).fill(401));
    expect(codes.slice(6).every((c) => c === 429)).toBe(true);
    const waiting = await login(owner.email, owner.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ seconds? and try again, or reset your password\.$/,
    );
    // The owner's browser holds the device cookie its sign-up set: it signs in at once.
    const res = await login(owner.email, owner.password, { cookie: owner.device });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an address that signed in to the account before is known too, without the cookie', async () => {
    const owner = await signUp(t);
    const home = randomAddress();
    expect((await login(owner.email, owner.password, { address: home })).statusCode).toBe(200);
    await guesses(owner.email, 12);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, { address: home })).statusCode).toBe(200);
  });

  it('a forged device cookie, or one for another account, is a stranger', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await guesses(owner.email, 8);
    for (const cookie of [`mohalla_device=${owner.uid}.made-up`, other.device]) {
      expect((await login(owner.email, owner.password, { cookie })).statusCode).toBe(429);
    }
  });

  it('40 simultaneous guesses each meet the ones before them: six are judged, the rest wait', async () => {
    const owner = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(owner.email, `simultaneous-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(6);
    expect(codes.filter((c) => c === 429)).toHaveLength(34);
    expect((await login(owner.email, owner.password, { cookie: owner.device })).statusCode).toBe(200);
  });

  it("the owner's own wrong tries slow only their own browser", async () => {
    const owner = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(owner.email, `typo-${i}-password`, { cookie: owner.device })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Strangers were not slowed by them: the account's count for unknown clients is untouched.
    expect((await login(owner.email, 'stranger-guess-1')).statusCode).toBe(401);
  });
});
