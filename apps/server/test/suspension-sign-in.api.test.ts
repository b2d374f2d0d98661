import { ADMIN_MESSAGES } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DB_KINDS)('a suspended person’s other ways in, on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress: randomAddress(), headers: { origin: ORIGIN }, payload });

  it('a reset link mailed before the suspension does not sign them in, and the password stays as it was', async () => {
    const person = await signUp(t, { name: 'Suspect Sravani' });
    expect((await post('/api/auth/forgot-password', { email: person.email })).statusCode).toBe(200);
    const mail = (await t.outbox.list()).filter((m) => m.to === person.email).at(-1)!;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    expect((await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/suspend`, { reason: 'Fake listings' })).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { token, password: 'taken-over-pass-9', confirmPassword: 'taken-over-pass-9' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(ADMIN_MESSAGES.accountSuspended);
    expect(reset.headers['set-cookie']).toBeUndefined();

    // Reinstated, the old password still works and the refused link's password was never set.
    expect((await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/reinstate`)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: person.email, password: 'taken-over-pass-9' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: person.email, password: person.password })).statusCode).toBe(200);
  });
});
