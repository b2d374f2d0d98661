import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { postAs, sayText } from './helpers/conversations.ts';
import { createAd } from './helpers/fixtures.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as never;

/** Issue 21's later additions: a visitor's message keeps its language for the replies, and mails' links carry it. */
describe.each(DB_KINDS)('mails in the language on %s', (kind) => {
  let t: TestApp;
  let operator: SignedIn;
  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = await signUpOperator(t);
  });
  afterAll(async () => t?.close());

  const visitorEmail = () => `visitor-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: randomAddress(), headers: { origin: ORIGIN, ...headers }, payload });
  const mailsTo = async (email: string) => (await t.outbox.list()).filter((m) => m.channel === 'mail' && m.to === email);
  const languageOf = async (email: string) =>
    (await queryRows<{ language: string }>(t.database.db, sql`SELECT language FROM contact_messages WHERE email = ${email}`))[0]!.language;
  const reply = async (id: number, text: string) => {
    const res = await callAs(t, operator, 'POST', `/api/admin/inbox/${id}/reply`, { text });
    expect(res.statusCode, res.body).toBe(200);
  };

  it.each([
    ['the address', '/api/grievances?lang=te', {}],
    ['Accept-Language', '/api/grievances', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.8' }],
  ])("acknowledges a complaint sent in Telugu (%s) in Telugu, and frames the operator's reply in Telugu", async (_, url, headers) => {
    const email = visitorEmail();
    const res = await post(url, { name: 'Salma', email, complaint: 'An ad uses my photos.' }, headers);
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().data.number as string;
    expect(await languageOf(email)).toBe('te');
    // The console says so, for the operator who writes the reply.
    const inbox = await callAs(t, operator, 'GET', '/api/admin/inbox');
    expect(inbox.json().data.messages.find((m: { number: string | null }) => m.number === number)?.language).toBe('te');
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement!.subject).toBe(`మీ ఫిర్యాదు ${number} మాకు అందింది`);
    expect(acknowledgement!.text).toContain('నమస్కారం Salma గారు,');

    // The visitor has no account: only the complaint's row remembers its language.
    await reply(Number(number.slice(2)), 'We removed the ad.');
    const answer = (await mailsTo(email)).at(-1)!;
    expect(answer.subject).toBe(`మీ ఫిర్యాదు ${number}: మా జవాబు`);
    expect(answer.text).toContain('నమస్కారం Salma గారు,\n\nWe removed the ad.');
    // The day the complaint was written, its month in Telugu script.
    expect(answer.text).toMatch(/\n\d{1,2} [\u0C00-\u0C7F]+, \d{4} .+ IST న మీరు రాసింది:\n/);
  });

  it("replies to a contact message in the language it was written in, whatever the address's account says", async () => {
    const member = await signUp(t, { name: 'Meena' });
    const hindi = await post(
      '/api/contact',
      { name: 'Meena', email: member.email, message: 'When does my ad go live?' },
      { cookie: 'lang=hi' },
    );
    expect(hindi.statusCode).toBe(200);
    const english = visitorEmail();
    expect((await post('/api/contact', { name: 'Arun', email: english, message: 'Hello?' })).statusCode).toBe(200);
    expect(await languageOf(member.email)).toBe('hi');
    expect(await languageOf(english)).toBe('en');

    const ids = await queryRows<{ id: number; email: string }>(
      t.database.db,
      sql`SELECT id, email FROM contact_messages WHERE email IN (${member.email}, ${english})`,
    );
    for (const row of ids) await reply(Number(row.id), 'Within an hour.');
    expect((await mailsTo(member.email)).at(-1)!.subject).toBe('Re: Mohalla Ads को आपका संदेश');
    expect((await mailsTo(member.email)).at(-1)!.text).toMatch(/^नमस्ते Meena जी,/);
    expect((await mailsTo(english)).at(-1)!.subject).toBe('Re: your message to Mohalla Ads');
  });

  it("puts the person's language in their mails' links, and keeps English links as they were", async () => {
    const telugu = await signUp(t, { name: 'Ravi' });
    expect((await callAs(t, telugu, 'PUT', '/api/profile/language', { language: 'te' })).statusCode).toBe(200);
    const english = await signUp(t, { name: 'Anita' });
    for (const user of [telugu, english]) expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect((await mailsTo(telugu.email)).at(-1)!.text).toMatch(new RegExp(`${ORIGIN}/reset-password\\?token=[A-Za-z0-9_-]+&lang=te\\n`));
    expect((await mailsTo(english.email)).at(-1)!.text).toMatch(new RegExp(`${ORIGIN}/reset-password\\?token=[A-Za-z0-9_-]+\\n`));

    // The new-message mail: the thread's page, and the unsubscribe link, whose answer lands on a page in Telugu.
    const ad = await createAd(t.database.db, telugu.uid, { title: 'Usha table fan' });
    const started = await postAs(t, english, '/conversations', { adId: ad.id, ...sayText('Still there?') });
    const id = started.conversation.id as number;
    await t.database.db.execute(sql`UPDATE messages SET created_at = created_at - interval '11 minutes' WHERE conversation_id = ${id}`);
    await createSweeper({
      db: t.database.db,
      log: silent,
      tasks: t.app.sweepTasks.filter((task) => task.name === 'message-mails'),
    }).runOnce();
    const mail = (await mailsTo(telugu.email)).find((m) => m.subject?.includes('Usha table fan'))!;
    expect(mail.text).toContain(`${ORIGIN}/messages/${id}?lang=te\n`);
    const unsubscribe = new URL(/http\S+unsubscribe\S+/.exec(mail.text)![0]);
    expect(unsubscribe.searchParams.get('lang')).toBe('te');
    const res = await t.app.inject({ url: `${unsubscribe.pathname}${unsubscribe.search}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/messages?unsubscribed=1&lang=te');
  });
});
