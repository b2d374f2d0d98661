import crypto from 'node:crypto';
import { CATCH_UP_MAX, CONVERSATION_MESSAGES, INBOX_PAGE_SIZE, MESSAGES_PAGE_SIZE, MESSAGE_TEXT_MAX } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adImages } from '../src/db/schema.ts';
import { createLocalMediaStore } from '../src/media/media-store.ts';
import { createSweeper } from '../src/sweeps/sweeper.ts';
import { orphanImagesTask } from '../src/sweeps/tasks.ts';
import { createAd, createUser } from './helpers/fixtures.ts';
import { phoneJpeg } from './helpers/images.ts';
import { adPayload, upload } from './helpers/posting.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';
type Content = Record<string, unknown>;

const say = (words: string): Content => ({ kind: 'text', text: words });
const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(DB_KINDS)('conversations on %s', (kind) => {
  let t: TestApp;
  let seller: SignedIn;
  let buyer: SignedIn;
  let stranger: SignedIn;

  beforeAll(async () => {
    t = await startTestApp(kind);
    seller = await signUp(t, { name: 'Ravi Kumar', phone: '9876543210' });
    buyer = await signUp(t, { name: 'Anita Sharma', phone: '9123456780' });
    stranger = await signUp(t, { name: 'Mallesh Goud', phone: '9000000001' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: Method, url: string, user: SignedIn | null, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
  const ok = async (method: Method, url: string, user: SignedIn | null, payload?: object) => {
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json().data;
  };
  /** A failure: its status and message, and proof that nothing was written. */
  const refused = async (status: number, method: Method, url: string, user: SignedIn | null, payload?: object) => {
    const before = await counts();
    const res = await call(method, url, user, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    expect(res.json().success).toBe(false);
    expect(await counts()).toEqual(before);
    return res.json().message as string;
  };
  const counts = async () =>
    (
      await queryRows<{ c: number; m: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM conversations) AS c, (SELECT count(*)::int FROM messages) AS m`,
      )
    )[0];
  const start = (user: SignedIn, adId: number, content: Content, clientId: string = crypto.randomUUID()) =>
    call('POST', '/conversations', user, { adId, clientId, content });
  const send = (user: SignedIn, id: number, content: Content, clientId: string = crypto.randomUUID()) =>
    call('POST', `/conversations/${id}/messages`, user, { clientId, content });
  /** A new live ad of the seller and the buyer's thread about it. */
  const thread = async (title = 'Samsung 43 inch Smart TV', who: SignedIn = buyer) => {
    const ad = await createAd(t.database.db, seller.uid, { title });
    const res = await start(who, ad.id, say('Is it available?'));
    expect(res.statusCode, res.body).toBe(200);
    return { ad, id: res.json().data.conversation.id as number, first: res.json().data.message };
  };

  it('lets a buyer write about an ad and the seller answer, in one thread per ad and buyer, with no contact data', async () => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Godrej almirah', contactEmail: 'ravi.kumar@example.com' });
    const first = await start(buyer, ad.id, say('Is it available?'));
    expect(first.statusCode, first.body).toBe(200);
    const { conversation, message } = first.json().data;
    expect(conversation).toMatchObject({ role: 'buyer', ad: { id: ad.id, title: 'Godrej almirah', status: 'active' } });
    expect(conversation.other).toEqual({ name: 'Ravi Kumar', handle: expect.any(String) });
    expect(message).toMatchObject({ kind: 'text', text: 'Is it available?', fromMe: true, status: 'sent' });

    const again = await ok('POST', '/conversations', buyer, { adId: ad.id, clientId: crypto.randomUUID(), content: say('Still there?') });
    expect(again.conversation.id).toBe(conversation.id);

    const inbox = await ok('GET', '/conversations', seller);
    const mine = inbox.conversations.find((c: { id: number }) => c.id === conversation.id);
    expect(mine).toMatchObject({
      role: 'seller',
      unreadCount: 2,
      other: { name: 'Anita Sharma' },
      lastMessage: { preview: 'Still there?' },
    });
    const reply = await send(seller, conversation.id, say('Yes, come on Sunday'));
    expect(reply.statusCode, reply.body).toBe(200);
    const thread = await ok('GET', `/conversations/${conversation.id}/messages`, buyer);
    expect(thread.messages.map((m: { text: string; fromMe: boolean }) => [m.text, m.fromMe])).toEqual([
      ['Is it available?', true],
      ['Still there?', true],
      ['Yes, come on Sunday', false],
    ]);

    const answers = JSON.stringify([first.json(), again, inbox, thread, await ok('GET', `/conversations/${conversation.id}`, seller)]);
    for (const secret of ['9876543210', '9123456780', seller.email, buyer.email, 'ravi.kumar@example.com', 'ravi@example.com']) {
      expect(answers).not.toContain(secret);
    }
    expect((await counts())!.m).toBeGreaterThanOrEqual(3);
  });

  it('shows a thread only to its two people: 404 for a third person, 401 without a session', async () => {
    const { id, first } = await thread();
    const offer = (
      await ok('POST', `/conversations/${id}/messages`, buyer, { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: 15000 } })
    ).id;
    const endpoints: Array<[Method, string, object?]> = [
      ['GET', `/conversations/${id}`],
      ['GET', `/conversations/${id}/messages`],
      ['POST', `/conversations/${id}/messages`, { clientId: crypto.randomUUID(), content: say('hello') }],
      ['POST', `/conversations/${id}/receipts`, { upTo: first.id }],
      ['POST', `/conversations/${id}/offers/${offer}`, { decision: 'accept' }],
      ['PUT', `/conversations/${id}/archive`, { archived: true }],
      ['PUT', `/conversations/${id}/block`, { blocked: true }],
      ['POST', `/conversations/${id}/report`, { about: 'person', reason: 'spam' }],
    ];
    for (const [method, url, body] of endpoints) {
      expect(await refused(404, method, url, stranger, body)).toBe(CONVERSATION_MESSAGES.notFound);
      expect(await refused(401, method, url, null, body)).toBe('Please sign in to continue');
    }
    for (const [method, url, body] of [
      ['GET', '/conversations'],
      ['GET', '/conversations/unread'],
      ['POST', '/conversations', { adId: 1, clientId: crypto.randomUUID(), content: say('hi') }],
    ] as Array<[Method, string, object?]>) {
      expect(await refused(401, method, url, null, body)).toBe('Please sign in to continue');
    }
    const strangersInbox = await ok('GET', '/conversations', stranger);
    expect(strangersInbox.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await ok('GET', '/conversations/unread', stranger)).toEqual({ conversations: 0, messages: 0 });
    const blocks = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM user_blocks WHERE blocker_id = ${stranger.uid}`,
    );
    expect(blocks[0]!.n).toBe(0);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const { ad, id } = await thread();
    expect(await refused(400, 'POST', `/conversations/${id}/messages`, buyer, { clientId: crypto.randomUUID(), content: say('') })).toBe(
      CONVERSATION_MESSAGES.empty,
    );
    expect(
      await refused(400, 'POST', `/conversations/${id}/messages`, buyer, { clientId: crypto.randomUUID(), content: say(' \u200b\n ') }),
    ).toBe(CONVERSATION_MESSAGES.empty);
    const long = { clientId: crypto.randomUUID(), content: say('a'.repeat(MESSAGE_TEXT_MAX + 1)) };
    expect(await refused(400, 'POST', `/conversations/${id}/messages`, buyer, long)).toBe(CONVERSATION_MESSAGES.tooLong);
    expect((await send(buyer, id, say('a'.repeat(MESSAGE_TEXT_MAX)))).statusCode).toBe(200);
    const wrong: object[] = [
      { clientId: crypto.randomUUID(), content: 'hello' },
      { clientId: crypto.randomUUID(), content: { kind: 'video', url: 'x' } },
      { clientId: crypto.randomUUID(), content: { kind: 'text', text: 42 } },
      { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: '100' } },
      { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: 0 } },
      { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: 10.5 } },
      { clientId: crypto.randomUUID(), content: { kind: 'image', imageId: 'not-a-uuid' } },
      { clientId: 'not-a-uuid', content: say('hi') },
      { content: say('hi') },
      {},
    ];
    for (const body of wrong) expect(await refused(400, 'POST', `/conversations/${id}/messages`, buyer, body)).toBeTruthy();
    expect(
      await refused(400, 'POST', '/conversations', buyer, { adId: 'x', clientId: crypto.randomUUID(), content: say('hi') }),
    ).toBeTruthy();
    expect(await refused(400, 'GET', `/conversations/abc`, buyer)).toBeTruthy();
    expect(await refused(400, 'GET', `/conversations/${id}/messages?before=-3`, buyer)).toBeTruthy();
    expect(await refused(400, 'GET', `/conversations?box=spam`, buyer)).toBeTruthy();
    expect(await refused(400, 'GET', `/conversations?cursor=nonsense`, buyer)).toBe(CONVERSATION_MESSAGES.badCursor);
    expect(await refused(400, 'POST', `/conversations/${id}/receipts`, buyer, { upTo: 'x' })).toBeTruthy();
    expect(await refused(400, 'PUT', `/conversations/${id}/archive`, buyer, { archived: 'yes' })).toBeTruthy();
    expect(await refused(400, 'POST', `/conversations/${id}/report`, buyer, { about: 'person', reason: 'boredom' })).toBe(
      'Choose a reason',
    );
    // To oneself: a seller cannot open a thread about their own ad.
    expect(await refused(400, 'POST', '/conversations', seller, { adId: ad.id, clientId: crypto.randomUUID(), content: say('hi') })).toBe(
      CONVERSATION_MESSAGES.ownAd,
    );
    expect(
      await refused(404, 'POST', '/conversations', buyer, { adId: 99_999_999, clientId: crypto.randomUUID(), content: say('hi') }),
    ).toBe('Ad not found');
    for (const overrides of [{ status: 'draft' }, { status: 'sold' }, { status: 'removed' }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const gone = await createAd(t.database.db, seller.uid, overrides);
      const body = { adId: gone.id, clientId: crypto.randomUUID(), content: say('hi') };
      expect(await refused(409, 'POST', '/conversations', buyer, body)).toBe(CONVERSATION_MESSAGES.adNotLive);
    }
  });

  it('stores a message sent twice once, even when the copies race', async () => {
    const { ad, id } = await thread();
    const clientId = crypto.randomUUID();
    const a = await ok('POST', `/conversations/${id}/messages`, buyer, { clientId, content: say('Can you do 15,000?') });
    const b = await ok('POST', `/conversations/${id}/messages`, buyer, { clientId, content: say('Can you do 15,000?') });
    expect(b.id).toBe(a.id);
    const racing = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(buyer, id, say('Racing copy'), racing)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    const stored = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM messages WHERE client_id = ${racing}`);
    expect(stored[0]!.n).toBe(1);

    // The first message of a new thread, sent twice at once: one thread, one message.
    const other = await createAd(t.database.db, seller.uid);
    const firstId = crypto.randomUUID();
    const twice = await Promise.all([start(buyer, other.id, say('Hello'), firstId), start(buyer, other.id, say('Hello'), firstId)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().data.message.id).toBe(twice[1]!.json().data.message.id);
    const threads = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM conversations WHERE ad_id = ${other.id}`,
    );
    expect(threads[0]!.n).toBe(1);

    // A client id names one message: reused for another thread it is refused.
    expect(await refused(409, 'POST', '/conversations', buyer, { adId: ad.id, clientId: firstId, content: say('Hello') })).toBe(
      CONVERSATION_MESSAGES.clientIdReused,
    );
  });

  it('lets the buyer offer and the seller answer once', async () => {
    const { id, first } = await thread();
    const offer = await ok('POST', `/conversations/${id}/messages`, buyer, {
      clientId: crypto.randomUUID(),
      content: { kind: 'offer', amount: 15000 },
    });
    expect(offer).toMatchObject({ kind: 'offer', amount: 15000, offerStatus: 'pending', text: null });
    const fromSeller = { clientId: crypto.randomUUID(), content: { kind: 'offer', amount: 17000 } };
    expect(await refused(400, 'POST', `/conversations/${id}/messages`, seller, fromSeller)).toBe(CONVERSATION_MESSAGES.offerOnlyBuyer);
    expect(await refused(403, 'POST', `/conversations/${id}/offers/${offer.id}`, buyer, { decision: 'accept' })).toBe(
      CONVERSATION_MESSAGES.offerNotYours,
    );
    expect(await refused(400, 'POST', `/conversations/${id}/offers/${offer.id}`, seller, { decision: 'maybe' })).toBeTruthy();
    expect(await refused(404, 'POST', `/conversations/${id}/offers/${first.id}`, seller, { decision: 'accept' })).toBe(
      CONVERSATION_MESSAGES.messageNotFound,
    );
    const accepted = await ok('POST', `/conversations/${id}/offers/${offer.id}`, seller, { decision: 'accept' });
    expect(accepted).toMatchObject({ id: offer.id, offerStatus: 'accepted', fromMe: false });
    expect(await refused(409, 'POST', `/conversations/${id}/offers/${offer.id}`, seller, { decision: 'decline' })).toBe(
      CONVERSATION_MESSAGES.offerNotPending,
    );
    const seen = await ok('GET', `/conversations/${id}/messages`, buyer);
    expect(seen.messages.at(-1)).toMatchObject({ id: offer.id, offerStatus: 'accepted', fromMe: true });
    const inbox = await ok('GET', `/conversations`, seller);
    expect(inbox.conversations[0]).toMatchObject({ id, lastMessage: { kind: 'offer', preview: 'Offer: ₹15,000' } });
  });

  it('sends a photo the sender uploaded, and the sweep of unattached uploads keeps it', async () => {
    const { id } = await thread();
    const photo = (await upload(t, buyer, 'tv.jpg', await phoneJpeg(400, 300))).json().data;
    const sent = await ok('POST', `/conversations/${id}/messages`, buyer, {
      clientId: crypto.randomUUID(),
      content: { kind: 'image', imageId: photo.id },
    });
    expect(sent.image).toEqual({ url: photo.url, thumb: photo.thumb });
    const theirs = (await upload(t, stranger, 'x.jpg', await phoneJpeg(200, 200))).json().data;
    const [adPhoto] = await t.database.db
      .select({ id: adImages.id })
      .from(adImages)
      .where(sql`${adImages.ownerId} = ${seller.uid} AND ${adImages.adId} IS NOT NULL`);
    for (const imageId of [theirs.id, adPhoto!.id, crypto.randomUUID()]) {
      const body = { clientId: crypto.randomUUID(), content: { kind: 'image', imageId } };
      expect(await refused(400, 'POST', `/conversations/${id}/messages`, imageId === adPhoto!.id ? seller : buyer, body)).toBe(
        CONVERSATION_MESSAGES.imageNotFound,
      );
    }
    // A photo sent in a message belongs to it: it cannot become an ad's (whose removal would delete it).
    const asAdPhoto = await call('POST', '/ads', buyer, adPayload({ Images: JSON.stringify([{ id: photo.id }]) }));
    expect(asAdPhoto.statusCode, asAdPhoto.body).toBe(400);
    await t.database.db.execute(sql`UPDATE ad_images SET created_at = now() - interval '2 days' WHERE id IN (${photo.id}, ${theirs.id})`);
    const media = createLocalMediaStore(`${t.dataDir}/media`);
    expect(await createSweeper({ db: t.database.db, log: silent, tasks: [orphanImagesTask(media)] }).runOnce()).toEqual({ ran: true });
    const left = (await t.database.db.select({ id: adImages.id }).from(adImages)).map((r) => r.id);
    expect(left).toContain(photo.id);
    expect(left).not.toContain(theirs.id);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(200);
  });

  it('keeps reading pointers per side: delivered on loading, read on a receipt, never moving back', async () => {
    const reader = await signUp(t, { name: 'Sunita Rao' });
    const { id, first } = await thread('Bajaj cooler', reader);
    const ids: number[] = [];
    for (const words of ['Yes', 'It is available', 'Come after 5'])
      ids.push((await ok('POST', `/conversations/${id}/messages`, seller, { clientId: crypto.randomUUID(), content: say(words) })).id);
    expect(await ok('GET', '/conversations/unread', reader)).toEqual({ conversations: 1, messages: 3 });
    expect(await ok('GET', '/conversations/unread', seller)).toMatchObject({ messages: expect.any(Number) });
    let sellersView = await ok('GET', `/conversations/${id}/messages`, seller);
    expect(sellersView.messages.filter((m: { fromMe: boolean }) => m.fromMe).map((m: { status: string }) => m.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    expect(sellersView.messages.find((m: { id: number }) => m.id === first.id).status).toBeNull();

    await ok('GET', `/conversations/${id}/messages`, reader);
    sellersView = await ok('GET', `/conversations/${id}/messages`, seller);
    expect(sellersView.messages.filter((m: { fromMe: boolean }) => m.fromMe).map((m: { status: string }) => m.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
    expect(await ok('POST', `/conversations/${id}/receipts`, reader, { upTo: ids[1] })).toEqual({
      readUpTo: ids[1],
      deliveredUpTo: ids[2],
    });
    expect(await ok('GET', '/conversations/unread', reader)).toEqual({ conversations: 1, messages: 1 });
    expect(await ok('GET', `/conversations/${id}`, seller)).toMatchObject({ otherReadUpTo: ids[1], otherDeliveredUpTo: ids[2] });
    // An older receipt arriving late changes nothing; one past the end stops at the last message.
    expect(await ok('POST', `/conversations/${id}/receipts`, reader, { upTo: ids[0] })).toEqual({
      readUpTo: ids[1],
      deliveredUpTo: ids[2],
    });
    expect(await ok('POST', `/conversations/${id}/receipts`, reader, { upTo: ids[2]! + 1000 })).toEqual({
      readUpTo: ids[2],
      deliveredUpTo: ids[2],
    });
    expect(await ok('GET', '/conversations/unread', reader)).toEqual({ conversations: 0, messages: 0 });
    const readView = await ok('GET', `/conversations/${id}/messages`, seller);
    expect(readView.messages.filter((m: { fromMe: boolean }) => m.fromMe).map((m: { status: string }) => m.status)).toEqual([
      'read',
      'read',
      'read',
    ]);
    // Replying means having read: the sender's own pointer moves with their message.
    const more = await ok('POST', `/conversations/${id}/messages`, seller, { clientId: crypto.randomUUID(), content: say('Also a stand') });
    const onlyDelivered = await ok('POST', `/conversations/${id}/receipts`, reader, { upTo: more.id, read: false });
    expect(onlyDelivered).toEqual({ readUpTo: ids[2], deliveredUpTo: more.id });
    expect((await ok('GET', `/conversations/${id}`, reader)).unreadCount).toBe(1);
  });

  it('closes the threads of a removed ad, keeps those of a sold one open, and keeps both readable', async () => {
    const sold = await thread('Hero cycle');
    const removed = await thread('Wooden cot');
    expect((await call('POST', `/ads/${sold.ad.id}/sold`, seller, {})).statusCode).toBe(200);
    expect((await call('PUT', `/ads/${removed.ad.id}`, seller)).statusCode).toBeGreaterThanOrEqual(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/ads/${removed.ad.id}`,
      remoteAddress: randomAddress(),
      headers: { origin: ORIGIN, cookie: seller.cookie },
      payload: { ownerEmail: seller.email },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await send(buyer, sold.id, say('Is the lock included?'))).statusCode).toBe(200);
    expect(await ok('GET', `/conversations/${sold.id}`, buyer)).toMatchObject({ closed: null, ad: { status: 'sold' } });
    expect(
      await refused(409, 'POST', `/conversations/${removed.id}/messages`, buyer, { clientId: crypto.randomUUID(), content: say('Hello?') }),
    ).toBe(CONVERSATION_MESSAGES.closed);
    expect(
      await refused(409, 'POST', '/conversations', buyer, { adId: removed.ad.id, clientId: crypto.randomUUID(), content: say('Hi') }),
    ).toBe(CONVERSATION_MESSAGES.closed);
    expect(await ok('GET', `/conversations/${removed.id}`, seller)).toMatchObject({ closed: 'ad-removed', ad: { status: 'removed' } });
    expect((await ok('GET', `/conversations/${removed.id}/messages`, buyer)).messages).toHaveLength(1);
  });

  it('closes every thread between two people when one blocks the other, both ways, until unblocked', async () => {
    const blocker = await signUp(t, { name: 'Kiran Das' });
    const first = await thread('Sofa set', blocker);
    const second = await thread('Dining table', blocker);
    expect((await send(seller, first.id, say('Still interested?'))).statusCode).toBe(200);
    expect(await ok('GET', '/conversations/unread', blocker)).toEqual({ conversations: 1, messages: 1 });
    expect(await ok('PUT', `/conversations/${first.id}/block`, blocker, { blocked: true })).toMatchObject({ closed: 'blocked-by-me' });
    expect(await ok('GET', `/conversations/${second.id}`, seller)).toMatchObject({ closed: 'blocked' });
    const body = () => ({ clientId: crypto.randomUUID(), content: say('Hello?') });
    expect(await refused(403, 'POST', `/conversations/${second.id}/messages`, seller, body())).toBe(CONVERSATION_MESSAGES.blocked);
    expect(await refused(403, 'POST', `/conversations/${first.id}/messages`, blocker, body())).toBe(CONVERSATION_MESSAGES.youBlocked);
    const fresh = await createAd(t.database.db, seller.uid);
    expect(await refused(403, 'POST', '/conversations', blocker, { adId: fresh.id, ...body() })).toBe(CONVERSATION_MESSAGES.youBlocked);
    // The blocker stops seeing them: the threads leave the inbox (and its unread count) for Archived, marked closed,
    // where Unblock is.
    expect((await ok('GET', '/conversations', blocker)).conversations).toEqual([]);
    expect(await ok('GET', '/conversations/unread', blocker)).toEqual({ conversations: 0, messages: 0 });
    const archived = await ok('GET', '/conversations?box=archived', blocker);
    expect(archived.conversations.map((c: { closed: string }) => c.closed)).toEqual(['blocked-by-me', 'blocked-by-me']);
    expect(await ok('PUT', `/conversations/${second.id}/block`, blocker, { blocked: false })).toMatchObject({ closed: null });
    expect((await send(seller, first.id, say('Thanks'))).statusCode).toBe(200);
    expect((await ok('GET', '/conversations', blocker)).conversations).toHaveLength(2);
  });

  it('stores reports for moderation', async () => {
    const { id } = await thread('Fridge');
    expect(
      await call('POST', `/conversations/${id}/report`, seller, {
        about: 'conversation',
        reason: 'scam',
        details: ' Asked for an OTP ',
      }).then((r) => r.json()),
    ).toEqual({
      success: true,
      message: CONVERSATION_MESSAGES.reported,
    });
    const [report] = await queryRows<Record<string, unknown>>(t.database.db, sql`SELECT * FROM reports WHERE conversation_id = ${id}`);
    expect(report).toMatchObject({
      reporter_id: seller.uid,
      reported_user_id: buyer.uid,
      about: 'conversation',
      reason: 'scam',
      details: 'Asked for an OTP',
      status: 'open',
    });
  });

  it('sorts the inbox into boxes, archives per side, and searches titles', async () => {
    const person = await signUp(t, { name: 'Farah Khan' });
    const ownAd = await createAd(t.database.db, person.uid, { title: 'Study table 50% off' });
    const buying = await thread('Washing machine', person);
    const sellingStart = await ok('POST', '/conversations', buyer, { adId: ownAd.id, clientId: crypto.randomUUID(), content: say('Hi') });
    const selling = sellingStart.conversation.id as number;
    const ids = async (query: string) => (await ok('GET', `/conversations${query}`, person)).conversations.map((c: { id: number }) => c.id);
    expect(await ids('')).toEqual([selling, buying.id]);
    expect(await ids('?box=buying')).toEqual([buying.id]);
    expect(await ids('?box=selling')).toEqual([selling]);
    expect(await ids(`?adId=${ownAd.id}`)).toEqual([selling]);
    expect(await ids('?q=washing')).toEqual([buying.id]);
    expect(await ids('?q=50%25')).toEqual([selling]);
    expect(await ids('?q=%25%25')).toEqual([]);
    expect(await ok('PUT', `/conversations/${buying.id}/archive`, person, { archived: true })).toMatchObject({ archived: true });
    expect(await ids('')).toEqual([selling]);
    expect(await ids('?box=archived')).toEqual([buying.id]);
    expect((await ok('GET', `/conversations/${buying.id}`, seller)).archived).toBe(false);
    // A new message brings the thread back.
    await ok('POST', `/conversations/${buying.id}/messages`, seller, { clientId: crypto.randomUUID(), content: say('Still interested?') });
    expect(await ids('')).toEqual([buying.id, selling]);
    expect(await ids('?box=archived')).toEqual([]);
  });

  it('pages an inbox of many threads by cursor, each once, latest first', async () => {
    const busy = await createUser(t.database.db);
    const session = await signUp(t, { name: 'Busy Seller' });
    const ad = await createAd(t.database.db, session.uid, { title: 'Maruti Swift 2015' });
    const total = INBOX_PAGE_SIZE * 2 + 7;
    // Many buyers' threads, written straight into the tables (their activity a second apart, two at the same time).
    for (let i = 0; i < total; i++) {
      const other = i === 0 ? busy : await createUser(t.database.db);
      const at = sql`now() - make_interval(secs => ${Math.floor(i / 2)})`;
      const [made] = await queryRows<{ id: number }>(
        t.database.db,
        sql`INSERT INTO conversations (ad_id, buyer_id, seller_id, last_message_at) VALUES (${ad.id}, ${other.id}, ${session.uid}, ${at}) RETURNING id`,
      );
      await t.database.db.execute(sql`WITH m AS (INSERT INTO messages (conversation_id, sender_id, client_id, kind, body, created_at)
          VALUES (${made!.id}, ${other.id}, ${crypto.randomUUID()}, 'text', ${`Message ${i}`}, ${at}) RETURNING id)
        UPDATE conversations SET last_message_id = (SELECT id FROM m) WHERE id = ${made!.id}`);
    }
    const seen: Array<{ id: number; updatedAt: string }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { conversations: Array<{ id: number; updatedAt: string; unreadCount: number }>; nextCursor: string | null } = await ok(
        'GET',
        `/conversations?box=selling${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        session,
      );
      expect(page.conversations.length).toBeLessThanOrEqual(INBOX_PAGE_SIZE);
      expect(page.conversations.every((c) => c.unreadCount === 1)).toBe(true);
      seen.push(...page.conversations);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((c) => c.id)).size).toBe(total);
    const order = seen.map((c) => c.updatedAt);
    expect([...order].sort().reverse()).toEqual(order);
    expect(await ok('GET', '/conversations/unread', session)).toEqual({ conversations: total, messages: total });
  });

  it('pages a long thread by message id, oldest first, and catches up after an id', async () => {
    const { id, first } = await thread('Long thread TV');
    const total = CATCH_UP_MAX + MESSAGES_PAGE_SIZE / 2 + 1;
    await t.database.db.execute(sql`INSERT INTO messages (conversation_id, sender_id, client_id, kind, body)
      SELECT ${id}, CASE WHEN n % 2 = 0 THEN ${buyer.uid}::uuid ELSE ${seller.uid}::uuid END, gen_random_uuid(), 'text', 'Line ' || n
      FROM generate_series(1, ${total - 1}) n`);
    await t.database.db.execute(
      sql`UPDATE conversations SET last_message_id = (SELECT max(id) FROM messages WHERE conversation_id = ${id}) WHERE id = ${id}`,
    );
    const pageOf = (query: string): Promise<{ messages: Array<{ id: number }>; nextCursor: number | null }> =>
      ok('GET', `/conversations/${id}/messages${query}`, buyer);
    const all: number[] = [];
    let page = await pageOf('');
    expect(page.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(page.messages.at(-1)!.id).toBeGreaterThan(page.messages[0]!.id);
    all.unshift(...page.messages.map((m) => m.id));
    while (page.nextCursor !== null) {
      page = await pageOf(`?before=${page.nextCursor}`);
      all.unshift(...page.messages.map((m) => m.id));
    }
    expect(all).toHaveLength(total);
    expect(all[0]).toBe(first.id);
    expect([...all].sort((a, b) => a - b)).toEqual(all);

    let caughtUp: number[] = [];
    page = await pageOf(`?after=${first.id}`);
    expect(page.messages).toHaveLength(CATCH_UP_MAX);
    caughtUp = page.messages.map((m) => m.id);
    page = await pageOf(`?after=${page.nextCursor}`);
    expect(page.nextCursor).toBeNull();
    caughtUp.push(...page.messages.map((m) => m.id));
    expect(caughtUp).toEqual(all.slice(1));
  });

  it('limits new conversations per hour and messages per minute across processes (counted in the database)', async () => {
    const eager = await signUp(t, { name: 'Eager Buyer' });
    const { id } = await thread('Rate limited TV', eager);
    await t.database.db.execute(sql`INSERT INTO messages (conversation_id, sender_id, client_id, kind, body)
      SELECT ${id}, ${eager.uid}, gen_random_uuid(), 'text', 'spam ' || n FROM generate_series(1, 29) n`);
    expect(
      await refused(429, 'POST', `/conversations/${id}/messages`, eager, { clientId: crypto.randomUUID(), content: say('one more') }),
    ).toBe(CONVERSATION_MESSAGES.tooManyMessages);
    const starter = await signUp(t, { name: 'Many Threads' });
    const ads = [];
    for (let i = 0; i < 20; i++) ads.push(await createAd(t.database.db, seller.uid, { title: `Item ${i}` }, 0));
    await t.database.db.execute(sql`INSERT INTO conversations (ad_id, buyer_id, seller_id)
      SELECT a.id, ${starter.uid}, a.owner_id FROM ads a WHERE a.id IN ${ads.slice(0, 19).map((a) => a.id)}`);
    expect((await start(starter, ads[19]!.id, say('Twentieth'))).statusCode).toBe(200);
    const another = await createAd(t.database.db, seller.uid);
    expect(
      await refused(429, 'POST', '/conversations', starter, { adId: another.id, clientId: crypto.randomUUID(), content: say('Too many') }),
    ).toBe(CONVERSATION_MESSAGES.tooManyConversations);
    // Writing in an existing thread is not a new conversation.
    expect((await start(starter, ads[0]!.id, say('Still here'))).statusCode).toBe(200);
  });
});
