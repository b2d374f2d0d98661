import crypto from 'node:crypto';
import { ADMIN_MESSAGES, AUTH_MESSAGES, LIMITS } from '@mohalla/shared';
import { contracts, splitRouteKey } from '@mohalla/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOperatorRole } from '../src/db/admin/operators.ts';
import { queryRows } from '../src/db/client.ts';
import { createAd } from './helpers/fixtures.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const ADMIN_KEYS = Object.entries(contracts)
  .filter(([, contract]) => contract.access === 'operator')
  .map(([key]) => key as keyof typeof contracts);

/** A path of an admin endpoint with its parameters filled in (an unknown ad or person: the guard answers first). */
const pathOf = (key: keyof typeof contracts) =>
  `/api${splitRouteKey(key).path.replace(':id', key.includes('/users/') ? crypto.randomUUID() : '1')}`;

describe.each(DB_KINDS)('the operators’ endpoints on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;
  let member: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
    member = await signUp(t, { name: 'Member Kiran' });
    seller = await signUp(t, { name: 'Seller Ravi' });
  });
  afterAll(async () => t?.close());

  const listed = async (adId: number) =>
    (await callAs(t, null, 'GET', `/api/ads?sort=recent&limit=${LIMITS.pageSizeMax}`))
      .json()
      .data.some((a: { AdId: number }) => a.AdId === adId);
  const auditOf = async (targetId: string) =>
    (await callAs(t, operator, 'GET', '/api/admin/audit')).json().data.entries.filter((e: { targetId: string }) => e.targetId === targetId);

  it('guards every admin endpoint, each refusing a visitor (401) and a member (403) before reading anything', async () => {
    expect(ADMIN_KEYS.sort()).toEqual(
      [
        'GET /admin/audit',
        'GET /admin/hidden-ads',
        'GET /admin/reports',
        'POST /admin/ads/:id/hide',
        'POST /admin/ads/:id/refund',
        'POST /admin/ads/:id/restore',
        'POST /admin/reports/dismiss',
        'POST /admin/users/:id/reinstate',
        'POST /admin/users/:id/suspend',
        // Safe meeting places and held keywords (decision 030).
        'POST /admin/safe-places',
        'PUT /admin/safe-places/:id',
        'DELETE /admin/safe-places/:id',
        'GET /admin/keywords',
        'POST /admin/keywords',
        'DELETE /admin/keywords/:word',
        // The inbox of contact messages and grievances (decision 028).
        'GET /admin/inbox',
        'POST /admin/inbox/:id/reply',
        'POST /admin/inbox/:id/done',
      ].sort(),
    );
    for (const key of ADMIN_KEYS) {
      const { method } = splitRouteKey(key);
      const visitor = await callAs(t, null, method as 'GET' | 'POST', pathOf(key), method === 'POST' ? { reason: 'x' } : undefined);
      expect(visitor.statusCode, `${key} for a visitor`).toBe(401);
      expect(visitor.json().message).toBe(AUTH_MESSAGES.signInRequired);
      const asMember = await callAs(t, member, method as 'GET' | 'POST', pathOf(key), method === 'POST' ? { reason: 'x' } : undefined);
      expect(asMember.statusCode, `${key} for a member`).toBe(403);
      expect(asMember.json().message).toBe(ADMIN_MESSAGES.operatorsOnly);
    }
  });

  it('takes no role from a request body, and a revoked role is refused at once', async () => {
    const other = await signUp(t, { role: 'operator' });
    expect((await callAs(t, other, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    const profile = await callAs(t, other, 'PUT', '/api/profile', { displayName: 'Other Person', role: 'operator' });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await callAs(t, other, 'GET', '/api/admin/audit')).statusCode).toBe(403);

    expect(await setOperatorRole(t.database.db, other.email, true)).toEqual({ email: other.email, role: 'operator', changed: true });
    expect((await callAs(t, other, 'GET', '/api/admin/audit')).statusCode).toBe(200);
    expect(await setOperatorRole(t.database.db, other.email, false)).toEqual({ email: other.email, role: 'member', changed: true });
    expect((await callAs(t, other, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    expect(await setOperatorRole(t.database.db, 'nobody-here@example.com', true)).toBeNull();
    expect((await auditOf(other.uid)).map((e: { action: string }) => e.action)).toEqual(['role.revoke', 'role.grant']);
  });

  it('hides an ad (gone from the lists and its page, the owner sees why) and restores it, both audited', async () => {
    const ad = await createAd(t.database.db, seller.uid);
    await callAs(t, member, 'POST', `/api/ads/${ad.id}/report`, { reason: 'fraud', details: 'Asked for an advance on UPI' });
    expect(await listed(ad.id)).toBe(true);

    const empty = await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id}/hide`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(ADMIN_MESSAGES.reasonRequired);
    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id + 100_000}/hide`, { reason: 'Scam' })).statusCode).toBe(404);

    const hidden = await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id}/hide`, { reason: 'Advance-payment scam' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe(ADMIN_MESSAGES.hidden);
    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id}/hide`, { reason: 'again' })).statusCode).toBe(409);
    expect(await listed(ad.id)).toBe(false);
    expect((await callAs(t, null, 'GET', `/api/ads/${ad.id}`)).statusCode).toBe(404);
    const own = (await callAs(t, seller, 'GET', `/api/ads/${ad.id}`)).json().data;
    expect(own).toMatchObject({ status: 'removed', removedByModerators: 'Advance-payment scam' });
    const mine = (await callAs(t, seller, 'GET', '/api/user/ads')).json().data;
    expect(mine.find((a: { AdId: number }) => a.AdId === ad.id)).toMatchObject({
      status: 'removed',
      removedByModerators: 'Advance-payment scam',
    });
    // The report was decided by the hide: the queue no longer shows it.
    const queue = (await callAs(t, operator, 'GET', '/api/admin/reports')).json().data.groups;
    expect(queue.some((g: { adId: number | null }) => g.adId === ad.id)).toBe(false);

    const restored = await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id}/restore`)).statusCode).toBe(409);
    expect(await listed(ad.id)).toBe(true);
    const page = await callAs(t, null, 'GET', `/api/ads/${ad.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.status).toBe('active');
    expect((await callAs(t, seller, 'GET', `/api/ads/${ad.id}`)).json().data.removedByModerators).toBeUndefined();

    const entries = await auditOf(String(ad.id));
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['ad.restore', 'ad.hide']);
    expect(entries[1]).toMatchObject({
      operatorId: operator.uid,
      operatorName: 'Operator Anita',
      targetType: 'ad',
      reason: 'Advance-payment scam',
    });
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(entries[1].createdAt));
  });

  it('queues open reports grouped by ad, oldest first, with counts and texts; dismissing them empties the group and frees a held ad', async () => {
    const first = await createAd(t.database.db, seller.uid, {}, 0);
    const second = await createAd(t.database.db, seller.uid, {}, 0);
    const reporters = [member, await signUp(t), await signUp(t)];
    await callAs(t, reporters[0]!, 'POST', `/api/ads/${first.id}/report`, { reason: 'duplicate', details: 'Same as another ad' });
    for (const r of reporters) await callAs(t, r, 'POST', `/api/ads/${second.id}/report`, { reason: 'fraud' });

    const groups = (await callAs(t, operator, 'GET', '/api/admin/reports')).json().data.groups as Array<Record<string, unknown>>;
    const mine = groups.filter((g) => g.adId === first.id || g.adId === second.id);
    expect(mine.map((g) => g.adId)).toEqual([first.id, second.id]);
    expect(mine[0]).toMatchObject({ kind: 'ad', count: 1, reporters: 1, userId: seller.uid, userName: 'Seller Ravi', hidden: false });
    expect(mine[0]!.reports).toEqual([
      expect.objectContaining({ reason: 'duplicate', details: 'Same as another ad', reporterId: member.uid }),
    ]);
    expect(mine[1]).toMatchObject({ count: 3, hidden: true });

    expect((await callAs(t, operator, 'POST', '/api/admin/reports/dismiss', {})).statusCode).toBe(400);
    expect((await callAs(t, operator, 'POST', '/api/admin/reports/dismiss', { adId: second.id })).statusCode).toBe(200);
    expect(await listed(second.id)).toBe(true);
    const after = (await callAs(t, operator, 'GET', '/api/admin/reports')).json().data.groups;
    expect(after.some((g: { adId: number | null }) => g.adId === second.id)).toBe(false);
    expect((await auditOf(String(second.id)))[0]).toMatchObject({ action: 'reports.dismiss', details: { reports: 3, restored: true } });
  });

  it('suspends a person: their old session is refused at once, their ads hidden, sign-in refused; reinstating undoes it', async () => {
    const person = await signUp(t, { name: 'Suspect Sunil' });
    const ad = await createAd(t.database.db, person.uid, {}, 0);
    expect((await callAs(t, person, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/suspend`, {})).statusCode).toBe(400);
    expect((await callAs(t, operator, 'POST', `/api/admin/users/${crypto.randomUUID()}/suspend`, { reason: 'x' })).statusCode).toBe(404);
    expect((await callAs(t, operator, 'POST', `/api/admin/users/${operator.uid}/suspend`, { reason: 'x' })).statusCode).toBe(409);

    const res = await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/suspend`, { reason: 'Scam ring' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await callAs(t, person, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(await listed(ad.id)).toBe(false);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: randomAddress(),
        headers: { origin: ORIGIN },
        payload: { email: person.email, password: person.password },
      });
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.accountSuspended);
    expect((await queryRows(t.database.db, sql`SELECT 1 FROM sessions WHERE user_id = ${person.uid}`)).length).toBe(0);

    expect((await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/reinstate`)).statusCode).toBe(200);
    expect((await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/reinstate`)).statusCode).toBe(409);
    expect(await listed(ad.id)).toBe(true);
    expect((await signIn()).statusCode).toBe(200);
    expect((await auditOf(person.uid)).map((e: { action: string }) => e.action)).toEqual(['user.reinstate', 'user.suspend']);
    expect((await auditOf(person.uid))[1]).toMatchObject({ reason: 'Scam ring', details: { hiddenAds: [ad.id] } });
  });

  it('reads the audit log newest first, a page at a time', async () => {
    const first = (await callAs(t, operator, 'GET', '/api/admin/audit')).json().data;
    const ids = first.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const older = (await callAs(t, operator, 'GET', `/api/admin/audit?before=${ids[1]}`)).json().data.entries;
    expect(older[0].id).toBe(ids[2]);
  });
});
