import { AUTH_MESSAGES, ADMIN_MESSAGES, INBOX_MESSAGES, OPERATOR_INBOX_PAGE_SIZE, type InboxMessage } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

describe.each(DB_KINDS)('the operators’ inbox on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
    member = await signUp(t, { name: 'Member Kiran' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress: randomAddress(), headers: { origin: ORIGIN }, payload });
  const contact = async (email: string, message = 'When does my ad go live?') => {
    expect((await post('/api/contact', { name: 'Meena', email, subject: 'general', message })).statusCode).toBe(200);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM contact_messages WHERE email = ${email} ORDER BY id DESC LIMIT 1`,
    );
    return Number(row!.id);
  };
  const grievance = async (email: string) => {
    const res = await post('/api/grievances', { name: 'Farhan', email, complaint: 'A fake ad uses my number.' });
    expect(res.statusCode).toBe(201);
    return Number(res.json().data.number.slice(2));
  };
  const inbox = async (query = '') => {
    const res = await callAs(t, operator, 'GET', `/api/admin/inbox${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as { messages: InboxMessage[]; page: number; hasMore: boolean };
  };
  const auditOf = async (id: number) =>
    (await callAs(t, operator, 'GET', '/api/admin/audit'))
      .json()
      .data.entries.filter((e: { targetType: string; targetId: string }) => e.targetType === 'message' && e.targetId === String(id));

  it('refuses a visitor (401) and a member (403) on every inbox endpoint', async () => {
    const id = await contact(`refuse-${Date.now()}@example.com`);
    const calls: Array<['GET' | 'POST', string, object | undefined]> = [
      ['GET', '/api/admin/inbox', undefined],
      ['POST', `/api/admin/inbox/${id}/reply`, { text: 'Hello' }],
      ['POST', `/api/admin/inbox/${id}/done`, {}],
    ];
    for (const [method, url, body] of calls) {
      const visitor = await callAs(t, null, method, url, body);
      expect(visitor.statusCode, `${url} for a visitor`).toBe(401);
      expect(visitor.json().message).toBe(AUTH_MESSAGES.signInRequired);
      const asMember = await callAs(t, member, method, url, body);
      expect(asMember.statusCode, `${url} for a member`).toBe(403);
      expect(asMember.json().message).toBe(ADMIN_MESSAGES.operatorsOnly);
    }
    const [row] = await queryRows<{ replied_at: Date | null; done_at: Date | null }>(
      t.database.db,
      sql`SELECT replied_at, done_at FROM contact_messages WHERE id = ${id}`,
    );
    expect(row).toEqual({ replied_at: null, done_at: null });
  });

  it('lists open messages oldest first, by kind; a grievance with its number and deadlines', async () => {
    const first = await contact(`first-${Date.now()}@example.com`);
    const complaint = await grievance(`g-${Date.now()}@example.com`);
    const all = (await inbox()).messages.map((m) => m.id);
    expect(all.indexOf(first)).toBeLessThan(all.indexOf(complaint));
    const grievances = (await inbox('?kind=grievance')).messages;
    expect(grievances.every((m) => m.kind === 'grievance')).toBe(true);
    const g = grievances.find((m) => m.id === complaint)!;
    expect(g.number).toBe(`G-${complaint}`);
    expect(g.acknowledgedAt).not.toBeNull();
    const created = Date.parse(g.createdAt);
    expect(Date.parse(g.deadlines!.acknowledgeBy) - created).toBe(DAY);
    expect(Date.parse(g.deadlines!.resolveBy) - created).toBe(15 * DAY);
    expect(g.deadlines).toMatchObject({ isAcknowledgeOverdue: false, isResolveOverdue: false });
    const c = (await inbox('?kind=contact')).messages.find((m) => m.id === first)!;
    expect(c).toMatchObject({ kind: 'contact', number: null, deadlines: null, subject: 'general' });
  });

  it('marks a grievance overdue once its deadlines pass with the step not taken', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO contact_messages (kind, name, email, message, created_at)
        VALUES ('grievance', 'Old', 'old@example.com', 'Still waiting', now() - interval '16 days') RETURNING id`,
    );
    const old = (await inbox('?kind=grievance')).messages.find((m) => m.id === Number(row!.id))!;
    expect(old.deadlines).toMatchObject({ isAcknowledgeOverdue: true, isResolveOverdue: true });
    // The oldest waits at the top.
    expect((await inbox('?kind=grievance')).messages[0]!.id).toBe(Number(row!.id));
  });

  it('replies by mail to the sender, records replied_at and audits the reply', async () => {
    const email = `reply-${Date.now()}@example.com`;
    const id = await grievance(email);
    const res = await callAs(t, operator, 'POST', `/api/admin/inbox/${id}/reply`, { text: '  We removed the ad. Thank you.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(INBOX_MESSAGES.replied);
    const mails = (await t.outbox.list()).filter((m) => m.to === email);
    const reply = mails.at(-1)!;
    expect(reply.subject).toBe(`Your complaint G-${id}: our reply`);
    expect(reply.text).toContain('We removed the ad. Thank you.');
    expect(reply.text).toContain('> A fake ad uses my number.');
    const listed = (await inbox('?kind=grievance')).messages.find((m) => m.id === id)!;
    expect(listed.repliedAt).not.toBeNull();
    expect(listed.doneAt).toBeNull();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'inbox.reply',
      operatorId: operator.uid,
      details: { kind: 'grievance', text: 'We removed the ad. Thank you.' },
    });
  });

  it('refuses an empty or too long reply and an unknown message, mailing nothing', async () => {
    const id = await contact(`bad-reply-${Date.now()}@example.com`);
    const before = (await t.outbox.list()).length;
    const cases: Array<[string, object, number, string]> = [
      [`/api/admin/inbox/${id}/reply`, { text: '   ' }, 400, INBOX_MESSAGES.replyRequired],
      [`/api/admin/inbox/${id}/reply`, {}, 400, INBOX_MESSAGES.replyRequired],
      [`/api/admin/inbox/${id}/reply`, { text: 'x'.repeat(5001) }, 400, INBOX_MESSAGES.replyTooLong],
      ['/api/admin/inbox/2147483000/reply', { text: 'Hi' }, 404, INBOX_MESSAGES.notFound],
      ['/api/admin/inbox/abc/reply', { text: 'Hi' }, 400, INBOX_MESSAGES.notFound],
      ['/api/admin/inbox/2147483000/done', {}, 404, INBOX_MESSAGES.notFound],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await callAs(t, operator, 'POST', url, body);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await t.outbox.list()).length).toBe(before);
    expect((await callAs(t, operator, 'GET', '/api/admin/inbox?status=maybe')).statusCode).toBe(400);
  });

  it('marks done once: the second call answers the same and audits nothing more', async () => {
    const id = await contact(`done-${Date.now()}@example.com`);
    const [a, b] = await Promise.all([
      callAs(t, operator, 'POST', `/api/admin/inbox/${id}/done`, {}),
      callAs(t, operator, 'POST', `/api/admin/inbox/${id}/done`, {}),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().message).toBe(INBOX_MESSAGES.done);
    const again = await callAs(t, operator, 'POST', `/api/admin/inbox/${id}/done`, {});
    expect(again.statusCode).toBe(200);
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'inbox.done', operatorId: operator.uid });
    expect((await inbox()).messages.some((m) => m.id === id)).toBe(false);
    const done = (await inbox('?status=done')).messages.find((m) => m.id === id)!;
    expect(done.doneAt).not.toBeNull();
    expect(done.doneByName).toBe('Operator Anita');
  });

  it('pages the list', async () => {
    for (let i = 0; i < OPERATOR_INBOX_PAGE_SIZE + 1; i++) await contact(`page-${i}-${Date.now()}@example.com`);
    const first = await inbox('?kind=contact');
    expect(first.messages).toHaveLength(OPERATOR_INBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = await inbox('?kind=contact&page=2');
    expect(second.page).toBe(2);
    expect(second.messages.some((m) => first.messages.some((f) => f.id === m.id))).toBe(false);
  });
});

describe('a reply that cannot be mailed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => t?.close());

  it('answers 503 and records nothing, so the operator can try again', async () => {
    const operator = await signUpOperator(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN },
      payload: { name: 'Meena', email: 'meena@example.com', message: 'Hello?' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM contact_messages ORDER BY id DESC LIMIT 1`);
    const id = Number(row!.id);
    const reply = await callAs(t, operator, 'POST', `/api/admin/inbox/${id}/reply`, { text: 'Tomorrow.' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().message).toBe(INBOX_MESSAGES.mailFailed);
    const [after] = await queryRows<{ replied_at: Date | null }>(
      t.database.db,
      sql`SELECT replied_at FROM contact_messages WHERE id = ${id}`,
    );
    expect(after!.replied_at).toBeNull();
    const [audited] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'inbox.reply'`,
    );
    expect(audited!.n).toBe(0);
  });
});
