import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { createAd } from './helpers/fixtures.ts';
import { postAs, sayText } from './helpers/conversations.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(DB_KINDS)('new-message mails on %s', (kind) => {
  let t: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await signUp(t, { name: 'Ravi Kumar', phone: '9876543210' });
    buyer = await signUp(t, { name: 'Anita Sharma', phone: '9123456780' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (user: SignedIn, url: string, payload: object) => postAs(t, user, url, payload);
  const say = sayText;
  const send = async (user: SignedIn, id: number, text: string) =>
    (await post(user, `/conversations/${id}/messages`, say(text))).id as number;
  const sweep = () =>
    createSweeper({ db: t.database.db, log: silent, tasks: t.app.sweepTasks.filter((task) => task.name === 'message-mails') }).runOnce();
  /** Mails about messages in the outbox, oldest first. */
  const mails = async () => (await t.outbox.list()).filter((m) => m.channel === 'mail' && / about "/.test(m.subject ?? ''));
  /** Time passes for a thread: its messages were written, and its mails sent, `minutes` earlier. */
  const age = async (id: number, minutes: number) => {
    await t.database.db.execute(
      sql`UPDATE messages SET created_at = created_at - make_interval(mins => ${minutes}) WHERE conversation_id = ${id}`,
    );
    await t.database.db.execute(sql`
      UPDATE conversations SET last_message_at = last_message_at - make_interval(mins => ${minutes}),
        buyer_mailed_at = buyer_mailed_at - make_interval(mins => ${minutes}),
        seller_mailed_at = seller_mailed_at - make_interval(mins => ${minutes})
      WHERE id = ${id}`);
  };
  const mailedAt = async (id: number) =>
    (
      await queryRows<{ at: string | Date | null }>(t.database.db, sql`SELECT seller_mailed_at AS at FROM conversations WHERE id = ${id}`)
    )[0]!.at;

  it('mails once about messages unread for 10 minutes, not again within the hour, then only about newer ones', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Godrej steel almirah' });
    const started = await post(buyer, '/conversations', { adId: ad.id, ...say('Is it available?') });
    const id = started.conversation.id as number;
    await send(buyer, id, 'What is the last price?\nI can pay cash.');
    await post(buyer, `/conversations/${id}/messages`, { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: 150000 } });
    await send(buyer, id, 'Where can I see it?');

    // Nine minutes: not yet.
    await age(id, 9);
    await sweep();
    expect(await mails()).toEqual([]);

    await age(id, 2);
    await sweep();
    // The buyer wrote it all: nothing unread on their side, so the one mail is the seller's.
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to).toBe(seller.email);
    expect(mail!.subject).toBe('Anita Sharma sent you 4 messages about "Godrej steel almirah"');
    expect(mail!.text).toContain('Hello Ravi Kumar,');
    expect(mail!.text).toContain(
      '  Is it available?\n  What is the last price? I can pay cash.\n  Offer: ₹1,50,000\n  ...and 1 more message',
    );
    expect(mail!.text).toContain(`${ORIGIN}/messages/${id}`);
    expect(mail!.text).toMatch(new RegExp(`${ORIGIN}/api/conversations/unsubscribe\\?token=\\S+`));
    expect(await mailedAt(id)).not.toBeNull();

    // Nothing new: no mail, however long it waits.
    await age(id, 120);
    await sweep();
    expect(await mails()).toHaveLength(1);

    // Something new, but the last mail was 30 minutes ago: wait for the hour.
    await age(id, -90);
    await send(buyer, id, 'Hello? Still there?');
    await age(id, 11);
    await sweep();
    expect(await mails()).toHaveLength(1);
    await age(id, 31);
    await sweep();
    const latest = await mails();
    expect(latest).toHaveLength(2);
    expect(latest[1]!.subject).toBe('Anita Sharma sent you a message about "Godrej steel almirah"');
    expect(latest[1]!.text).toContain('  Hello? Still there?\n\nRead and reply');
  });

  it('does not mail about messages the reader has read', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Bajaj mixer grinder' });
    const started = await post(buyer, '/conversations', { adId: ad.id, ...say('Is the jar included?') });
    const id = started.conversation.id as number;
    await post(seller, `/conversations/${id}/receipts`, { upTo: started.message.id, read: true });
    const before = (await mails()).length;
    await age(id, 15);
    await sweep();
    expect(await mails()).toHaveLength(before);
  });

  it('unsubscribes with the link in the mail, and mails no more; a forged link changes nothing', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Voltas window AC' });
    const started = await post(buyer, '/conversations', { adId: ad.id, ...say('Does it cool well?') });
    const id = started.conversation.id as number;
    await age(id, 11);
    await sweep();
    const mail = (await mails()).find((m) => m.subject?.includes('Voltas'))!;
    const link = new URL(/http\S+unsubscribe\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;

    const [owner, signature] = token.split('.') as [string, string];
    // One character of the signature changed (the last one's low bits are padding, so a middle one).
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const forged = await t.app.inject({ url: `${link.pathname}?token=${encodeURIComponent(`${owner}.${flipped}`)}` });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/messages?unsubscribed=0');
    const other = await t.app.inject({ url: `${link.pathname}?token=${encodeURIComponent(`${buyer.uid}.${signature}`)}` });
    expect(other.headers.location).toBe('/messages?unsubscribed=0');
    const wants = async (user: SignedIn) =>
      (await queryRows<{ on: boolean }>(t.database.db, sql`SELECT message_emails AS on FROM users WHERE id = ${user.uid}`))[0]!.on;
    expect(await wants(seller)).toBe(true);
    expect(await wants(buyer)).toBe(true);

    const res = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/messages?unsubscribed=1');
    expect(await wants(seller)).toBe(false);
    expect((await t.app.inject({ url: '/api/conversations/unsubscribe' })).statusCode).toBe(400);

    const count = (await mails()).length;
    await send(buyer, id, 'Hello?');
    await age(id, 120);
    await sweep();
    expect(await mails()).toHaveLength(count);
  });
});
