import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { postAs, sayText } from './helpers/conversations.ts';
import { createAd } from './helpers/fixtures.ts';
import { randomAddress, sessionCookie, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as never;
const PASSWORD = 'Nagaram-Market-42';

/** The `lang` cookie's value among Set-Cookie headers, or undefined when the answer sets none. */
const langCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('lang='))
    ?.split(';')[0]!
    .slice('lang='.length);

describe.each(DB_KINDS)("a person's language on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Signs up through the API with the browser's `headers` (a language cookie, Accept-Language). */
  const signUpWith = async (headers: Record<string, string> = {}, name = 'Priya Reddy'): Promise<SignedIn & { language: string }> => {
    const email = `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: ORIGIN, ...headers },
      remoteAddress: randomAddress(),
      payload: { name, email, phone: '9123456780', password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      cookie: sessionCookie(res.headers['set-cookie']),
      email,
      uid: res.json().data.uid,
      password: PASSWORD,
      language: res.json().data.language,
    };
  };
  const send = (method: 'PUT' | 'POST', url: string, user: SignedIn | null, payload: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { origin: ORIGIN, ...(user || cookie ? { cookie: [user?.cookie, cookie].filter(Boolean).join('; ') } : {}) },
      remoteAddress: randomAddress(),
    });
  const choose = async (user: SignedIn, language: string) =>
    expect((await send('PUT', '/api/profile/language', user, { language })).statusCode).toBe(200);
  const profileOf = async (user: SignedIn) => (await t.app.inject({ url: '/api/profile', headers: { cookie: user.cookie } })).json().data;
  const mailsTo = async (email: string) => (await t.outbox.list()).filter((m) => m.channel === 'mail' && m.to === email);

  it('answers the language with the profile, English for a browser that never chose', async () => {
    const user = await signUpWith();
    expect((await profileOf(user)).language).toBe('en');
  });

  it('saves a chosen language, sets the cookie so the next page is drawn in it, and refuses an unknown one', async () => {
    const user = await signUpWith();
    const res = await send('PUT', '/api/profile/language', user, { language: 'te' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('te');
    expect(langCookie(res.headers['set-cookie'])).toBe('te');
    expect((await profileOf(user)).language).toBe('te');

    const french = await send('PUT', '/api/profile/language', user, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toContain('en, te, hi');
    expect((await profileOf(user)).language).toBe('te');
  });

  it('needs a session to save a language', async () => {
    expect((await send('PUT', '/api/profile/language', null, { language: 'hi' })).statusCode).toBe(401);
  });

  it("makes a new account in the sign-up page's language: the cookie first, then Accept-Language", async () => {
    expect((await signUpWith({ cookie: 'lang=te' })).language).toBe('te');
    expect((await signUpWith({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).language).toBe('hi');
    expect((await signUpWith({ cookie: 'lang=te', 'accept-language': 'hi-IN' })).language).toBe('te');
    expect((await signUpWith({ 'accept-language': 'fr-FR' })).language).toBe('en');
  });

  it("saves the browser's choice at sign-in, and gives a browser without one the account's language", async () => {
    const user = await signUpWith();
    await choose(user, 'te');
    const login = (cookie?: string) => send('POST', '/api/auth/login', null, { email: user.email, password: PASSWORD }, cookie);

    // A new phone: nothing chosen there yet, so the account's Telugu comes with the sign-in.
    const fresh = await login();
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.language).toBe('te');
    expect(langCookie(fresh.headers['set-cookie'])).toBe('te');

    // A browser where Hindi was chosen: the last choice wins, and its cookie is left as it is.
    const chosen = await login('lang=hi');
    expect(chosen.json().data.language).toBe('hi');
    expect(langCookie(chosen.headers['set-cookie'])).toBeUndefined();
    expect((await profileOf(user)).language).toBe('hi');
  });

  it('mails a password reset link in Telugu to a Telugu account', async () => {
    const user = await signUpWith({ cookie: 'lang=te' }, 'Lakshmi');
    expect((await send('POST', '/api/auth/forgot-password', null, { email: user.email })).statusCode).toBe(200);
    const mail = (await mailsTo(user.email)).at(-1)!;
    expect(mail.subject).toBe('మీ Mohalla Ads పాస్‌వర్డ్ రీసెట్ చేయండి');
    expect(mail.text).toContain('నమస్కారం Lakshmi గారు,');
    expect(mail.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]+/);
  });

  it('mails about unread messages in Telugu to a Telugu seller', async () => {
    const seller = await signUpWith({ cookie: 'lang=te' }, 'Ravi Kumar');
    const buyer = await signUpWith({}, 'Anita Sharma');
    const ad = await createAd(t.database.db, seller.uid, { title: 'Godrej steel almirah' });
    const started = await postAs(t, buyer, '/conversations', { adId: ad.id, ...sayText('Is it available?') });
    const id = started.conversation.id as number;
    await t.database.db.execute(sql`UPDATE messages SET created_at = created_at - interval '11 minutes' WHERE conversation_id = ${id}`);
    await createSweeper({
      db: t.database.db,
      log: silent,
      tasks: t.app.sweepTasks.filter((task) => task.name === 'message-mails'),
    }).runOnce();

    const [mail] = await mailsTo(seller.email);
    expect(mail!.subject).toBe('"Godrej steel almirah" గురించి Anita Sharma మీకు ఒక మెసేజ్ పంపారు');
    expect(mail!.text).toContain('నమస్కారం Ravi Kumar గారు,');
    expect(mail!.text).toContain('  Is it available?');
    expect(mail!.text).toContain(`చదివి రిప్లై ఇవ్వండి: ${ORIGIN}/messages/${id}`);
  });

  it('texts the OTP in Hindi to a Hindi account', async () => {
    const user = await signUpWith({ 'accept-language': 'hi' });
    const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
    expect((await send('POST', '/api/profile/phone/send-otp', user, { phone })).statusCode).toBe(200);
    const sms = (await t.outbox.list()).filter((m) => m.channel === 'sms' && m.to === phone).at(-1)!;
    expect(sms.text).toMatch(/^\d{6} आपका Mohalla Ads सत्यापन कोड \(OTP\) है।/);
  });

  it("acknowledges a visitor's complaint in the language the form was sent in", async () => {
    const email = `visitor-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN, cookie: 'lang=hi' },
      payload: { name: 'Salma', email, complaint: 'An ad uses my photos.' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(`आपकी शिकायत ${res.json().data.number} हमें मिल गई है`);
    expect(mail!.text).toContain('नमस्ते Salma जी,');
    expect(mail!.text).toContain('> An ad uses my photos.');
  });
});
