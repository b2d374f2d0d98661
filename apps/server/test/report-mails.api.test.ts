import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd } from './helpers/fixtures.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

const SUBJECT = 'Your report has been reviewed';

/** Each reporter hears once when an operator decides their report, and learns nothing private (decision 026). */
describe.each(DB_KINDS)('mails to reporters on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
    seller = await signUp(t, { name: 'Seller Ravi Kumar' });
  });
  afterAll(async () => t?.close());

  const mailsTo = async (user: SignedIn) => (await t.outbox.list()).filter((m) => m.to === user.email && m.subject === SUBJECT);
  const report = (user: SignedIn, adId: number) =>
    callAs(t, user, 'POST', `/api/ads/${adId}/report`, { reason: 'fraud', details: 'Wants a token amount first' });
  /** A report of a person, as a conversation report (decision 024) or the profile's Report lands. */
  const reportPerson = (reporter: SignedIn, person: SignedIn) =>
    t.database.db.execute(sql`INSERT INTO reports (reporter_id, about, reported_user_id, reason, details)
      VALUES (${reporter.uid}, 'person', ${person.uid}, 'abusive', 'Threatened me')`);

  it('hiding an ad tells each reporter once, naming the ad but not its owner nor the operator’s reason', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Royal Enfield Classic 350' });
    const [a, b] = [await signUp(t), await signUp(t)];
    await report(a, ad.id);
    await report(b, ad.id);
    expect(await mailsTo(a)).toHaveLength(0);

    const hidden = await callAs(t, operator, 'POST', `/api/admin/ads/${ad.id}/hide`, { reason: 'Private: matches police case 42' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const reporter of [a, b]) {
      const mails = await mailsTo(reporter);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('"Royal Enfield Classic 350"');
      expect(mails[0]!.text).toContain('We have removed the ad.');
      expect(mails[0]!.text).not.toContain('Seller Ravi');
      expect(mails[0]!.text).not.toContain(seller.email);
      expect(mails[0]!.text).not.toContain('police case');
    }
    expect(await mailsTo(seller)).toHaveLength(0);
    expect(await mailsTo(operator)).toHaveLength(0);
  });

  it('dismissing tells the reporter nothing was done; restoring a held ad tells each of its reporters', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Steel almirah' });
    const reporter = await signUp(t);
    await report(reporter, ad.id);
    expect((await callAs(t, operator, 'POST', '/api/admin/reports/dismiss', { adId: ad.id })).statusCode).toBe(200);
    const [dismissed] = await mailsTo(reporter);
    expect(dismissed!.text).toContain('"Steel almirah"');
    expect(dismissed!.text).toContain('found nothing that breaks our rules');
    // Nothing left to decide: a second dismissal mails no one again.
    expect((await callAs(t, operator, 'POST', '/api/admin/reports/dismiss', { adId: ad.id })).statusCode).toBe(200);
    expect(await mailsTo(reporter)).toHaveLength(1);

    const held = await createAd(t.database.db, seller.uid, { title: 'Wooden cot' });
    const three = [await signUp(t), await signUp(t), await signUp(t)];
    for (const r of three) await report(r, held.id);
    expect((await callAs(t, operator, 'POST', `/api/admin/ads/${held.id}/restore`)).statusCode).toBe(200);
    for (const r of three) {
      const mails = await mailsTo(r);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('the ad stays on the site');
    }
  });

  it('suspending or dismissing a person’s reports tells the reporters without naming the person', async () => {
    const person = await signUp(t, { name: 'Suresh Babu' });
    const [a, b] = [await signUp(t), await signUp(t)];
    await reportPerson(a, person);
    await reportPerson(a, person);
    await reportPerson(b, person);
    // The site's own flag (no reporter) is decided with them and mails no one.
    await t.database.db.execute(sql`INSERT INTO reports (reporter_id, about, reported_user_id, reason)
      VALUES (NULL, 'person', ${person.uid}, 'same-photo')`);
    const suspended = await callAs(t, operator, 'POST', `/api/admin/users/${person.uid}/suspend`, { reason: 'Repeated threats' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    for (const reporter of [a, b]) {
      const mails = await mailsTo(reporter);
      expect(mails, 'one mail however many reports were theirs').toHaveLength(1);
      expect(mails[0]!.text).toContain('We have suspended the account.');
      expect(mails[0]!.text).not.toContain('Suresh');
      expect(mails[0]!.text).not.toContain('Repeated threats');
    }

    const other = await signUp(t, { name: 'Lakshmi Devi' });
    const c = await signUp(t);
    await reportPerson(c, other);
    expect((await callAs(t, operator, 'POST', '/api/admin/reports/dismiss', { userId: other.uid })).statusCode).toBe(200);
    const [mail] = await mailsTo(c);
    expect(mail!.text).toContain('reporting a person');
    expect(mail!.text).not.toContain('Lakshmi');
  });
});
