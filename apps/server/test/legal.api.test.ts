import { GRIEVANCE_MESSAGES, GRIEVANCE_TEXT_MAX } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAd } from './helpers/fixtures.ts';
import { callAs } from './helpers/moderation.ts';
import { randomAddress, signUp } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

type StoredMessage = {
  kind: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  ad_id: number | null;
  acknowledged_at: Date | null;
};

describe.each(DB_KINDS)('the law’s pages on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { OPERATOR_LEGAL_NAME: 'Mohalla Ads Private Limited', GRIEVANCE_OFFICER_NAME: 'Sunita Rao' });
  });
  afterAll(async () => t?.close());

  const file = (payload: object, address = randomAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/grievances', remoteAddress: address, headers: { origin: ORIGIN }, payload });
  const stored = async (id: number) =>
    (await queryRows<StoredMessage>(t.database.db, sql`SELECT * FROM contact_messages WHERE id = ${id}`))[0]!;
  const idOf = (number: string) => Number(number.replace(/^G-/, ''));

  it('serves the operator’s legal details and Grievance Officer from the settings', async () => {
    const res = await callAs(t, null, 'GET', '/api/legal');
    expect(res.statusCode).toBe(200);
    const { operator, grievanceOfficer } = res.json().data;
    expect(operator.legalName).toBe('Mohalla Ads Private Limited');
    expect(operator.address).toMatch(/Hyderabad/);
    expect(operator.email).toMatch(/@/);
    expect(grievanceOfficer).toEqual({ name: 'Sunita Rao', email: 'grievance@mohallaads.in', address: operator.address });
  });

  it('files a grievance as kind grievance, answers its number and mails an acknowledgement at once', async () => {
    const seller = await signUp(t);
    const { id: adId } = await createAd(t.database.db, seller.uid, { title: 'Used Honda Activa' });
    const email = `complainant-${Date.now()}@example.com`;
    const res = await file({
      name: 'Farhan Ali',
      email,
      ad: `http://localhost:3000/ad/${adId}`,
      complaint: '  This ad copies my photos.  ',
    });
    expect(res.statusCode).toBe(201);
    const { number } = res.json().data;
    expect(number).toMatch(/^G-\d+$/);
    expect(res.json().message).toBe(GRIEVANCE_MESSAGES.filed(number));
    const row = await stored(idOf(number));
    expect(row).toMatchObject({
      kind: 'grievance',
      name: 'Farhan Ali',
      email,
      ad_id: adId,
      message: 'This ad copies my photos.',
      subject: null,
    });
    expect(row.acknowledged_at).not.toBeNull();
    const mail = (await t.outbox.list()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`We received your complaint ${number}`);
    expect(mail[0]!.text).toContain('Sunita Rao');
    expect(mail[0]!.text).toContain('within 15 days');
  });

  it('takes an ad number in any of its written forms, keeps an unknown one as a note, and no ad at all', async () => {
    const seller = await signUp(t);
    const { id: adId } = await createAd(t.database.db, seller.uid);
    for (const ad of [String(adId), `#${adId}`, `/ad/${adId}`, `https://mohalla.example/ad/${adId}?ref=wa`]) {
      const res = await file({ name: 'A', email: 'a@example.com', ad, complaint: 'x' });
      expect(res.statusCode, ad).toBe(201);
      expect((await stored(idOf(res.json().data.number))).ad_id, ad).toBe(adId);
    }
    const unknown = await file({ name: 'A', email: 'a@example.com', ad: '99999999', complaint: 'x' });
    expect(unknown.statusCode).toBe(201);
    expect(await stored(idOf(unknown.json().data.number))).toMatchObject({
      ad_id: null,
      subject: 'About ad 99999999, which was not found',
    });
    const none = await file({ name: 'A', email: 'a@example.com', ad: '', complaint: 'x' });
    expect(none.statusCode).toBe(201);
    expect((await stored(idOf(none.json().data.number))).ad_id).toBeNull();
  });

  it('refuses bad input with a 400 that says what is wrong, and stores nothing', async () => {
    const count = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM contact_messages`))[0]!.n;
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ email: 'a@example.com', complaint: 'x' }, GRIEVANCE_MESSAGES.required],
      [{ name: 'A', email: 'not-an-email', complaint: 'x' }, 'Please enter a valid email address'],
      [{ name: 'A', email: 'a@example.com', complaint: '   ' }, GRIEVANCE_MESSAGES.required],
      [{ name: 'A', email: 'a@example.com', complaint: 'x'.repeat(GRIEVANCE_TEXT_MAX + 1) }, GRIEVANCE_MESSAGES.complaintTooLong],
      [{ name: 'A', email: 'a@example.com', complaint: 'x', ad: 'https://elsewhere.example/item/5' }, GRIEVANCE_MESSAGES.adReference],
      [{ name: 'A', email: 'a@example.com', complaint: 'x', ad: '99999999999' }, GRIEVANCE_MESSAGES.adReference],
      [{ name: 'A', email: 'a@example.com', complaint: 'x', ad: 12 }, GRIEVANCE_MESSAGES.adReference],
      [{ name: 'x'.repeat(101), email: 'a@example.com', complaint: 'x' }, GRIEVANCE_MESSAGES.nameTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await file(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('limits complaints per address like the contact form', async () => {
    const address = randomAddress();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await file({ name: 'A', email: 'a@example.com', complaint: `no ${i}` }, address)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('sign-up records the consent and the marketing choice; a role in the body is ignored', async () => {
    const consentOf = async (uid: string) =>
      (
        await queryRows<{ consented_at: Date | null; marketing_emails: boolean; role: string }>(
          t.database.db,
          sql`SELECT consented_at, marketing_emails, role FROM users WHERE id = ${uid}`,
        )
      )[0]!;
    const quiet = await signUp(t);
    expect(await consentOf(quiet.uid)).toMatchObject({ marketing_emails: false, role: 'member' });
    expect((await consentOf(quiet.uid)).consented_at).not.toBeNull();
    const keen = await signUp(t, { marketingEmails: true, role: 'operator' } as unknown as Record<string, string>);
    expect(await consentOf(keen.uid)).toMatchObject({ marketing_emails: true, role: 'member' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN },
      payload: {
        name: 'A',
        email: 'bad-consent@example.com',
        phone: '9123456780',
        password: 'Nagaram-Market-42',
        confirmPassword: 'Nagaram-Market-42',
        marketingEmails: 'yes',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('marketingEmails must be true or false');
  });
});

describe('a grievance whose acknowledgement cannot be mailed', () => {
  let t: TestApp;
  // Nothing listens on port 1: every mail fails at once.
  beforeAll(async () => {
    t = await startTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => t?.close());

  it('is kept, unacknowledged, and the page is told the mail did not go', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN },
      payload: { name: 'B', email: 'b@example.com', complaint: 'Nobody answers.' },
    });
    expect(res.statusCode).toBe(201);
    const { number } = res.json().data;
    expect(res.json().message).toBe(GRIEVANCE_MESSAGES.filedNotMailed(number));
    const [row] = await queryRows<{ acknowledged_at: Date | null }>(
      t.database.db,
      sql`SELECT acknowledged_at FROM contact_messages WHERE id = ${Number(number.slice(2))}`,
    );
    expect(row!.acknowledged_at).toBeNull();
  });
});
