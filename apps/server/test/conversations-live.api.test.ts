import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES, LiveEventSchema, type LiveEvent } from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL } from '../src/modules/conversations/live/live-channel.ts';
import { createAd } from './helpers/fixtures.ts';
import { postAs, sayText } from './helpers/conversations.ts';
import { signUp, type SignedIn } from './helpers/session.ts';
import { openSse, type SseClient, type SseEvent } from './helpers/sse-client.ts';
import { DB_KINDS, startTestApp, type TestApp } from './helpers/test-app.ts';

/** What a stream carried, parsed and checked against the shared schema. */
const liveOf = (event: SseEvent): LiveEvent => LiveEventSchema.parse(JSON.parse(event.data));
const isMessage = (id: number) => (event: SseEvent) =>
  event.event === 'message' && liveOf(event).type === 'message' && event.id === String(id);
const messageIds = (client: SseClient) =>
  client.events.flatMap((event) => {
    const live = liveOf(event);
    return live.type === 'message' ? [live.message.id] : [];
  });

describe.each(DB_KINDS)('the live channel of conversations on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let seller: SignedIn;
  let buyer: SignedIn;
  let stranger: SignedIn;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    seller = await signUp(t, { name: 'Ravi Kumar', phone: '9876543210' });
    buyer = await signUp(t, { name: 'Anita Sharma', phone: '9123456780' });
    stranger = await signUp(t, { name: 'Mallesh Goud', phone: '9000000001' });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t?.close();
  });

  const connect = async (user: SignedIn, headers: Record<string, string> = {}, query = '') => {
    const client = await openSse(`${base}/api/conversations/live${query}`, { cookie: user.cookie, ...headers });
    open.push(client);
    return client;
  };
  const post = (user: SignedIn, url: string, payload: object) => postAs(t, user, url, payload);
  const say = sayText;
  /** A new ad of the seller and the buyer's thread about it; answers the thread's id and the first message's. */
  const thread = async (who: SignedIn = buyer) => {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Hero Sprint cycle' });
    const data = await post(who, '/conversations', { adId: ad.id, ...say('Is it available?') });
    return { id: data.conversation.id as number, first: data.message.id as number };
  };
  const send = async (user: SignedIn, id: number, text: string) =>
    (await post(user, `/conversations/${id}/messages`, say(text))).id as number;

  it('refuses a visitor with 401, before any stream starts', async () => {
    const res = await t.app.inject({ url: '/api/conversations/live' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.signInRequired });
    const forged = await openSse(`${base}/api/conversations/live`, { cookie: 'mohalla_session=forged' });
    expect(forged.status).toBe(401);
  });

  it('streams a new message to its reader within a second, marks it delivered and tells the sender', async () => {
    const { id } = await thread();
    const [sellerStream, buyerStream] = await Promise.all([connect(seller), connect(buyer)]);
    expect(sellerStream.status).toBe(200);
    expect(sellerStream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(sellerStream.headers['content-encoding']).toBeUndefined();
    // The stream takes the reply over, keeping the security headers the hooks set.
    expect(sellerStream.headers['x-content-type-options']).toBe('nosniff');
    expect(String(sellerStream.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(sellerStream.headers['cache-control']).toContain('no-cache');
    expect(sellerStream.retryMs).toBeGreaterThan(0);
    // The first thing a stream says is the badge's count, once it is connected.
    await sellerStream.waitFor((e) => e.event === 'unread');
    await buyerStream.waitFor((e) => e.event === 'unread');

    const sentAt = performance.now();
    const messageId = await send(buyer, id, 'Can I see it this evening?');
    const arrived = await sellerStream.waitFor(isMessage(messageId), 1_000);
    expect(arrived.at - sentAt).toBeLessThan(1_000);
    const event = liveOf(arrived);
    expect(event).toMatchObject({
      type: 'message',
      conversationId: id,
      message: { id: messageId, fromMe: false, text: 'Can I see it this evening?' },
    });

    // The seller's count went up, and the buyer's ticks moved: the seller's device has the message.
    await sellerStream.waitFor((e) => {
      const live = liveOf(e);
      return live.type === 'unread' && e.at > arrived.at && live.messages >= 2;
    });
    const receipt = await buyerStream.waitFor((e) => {
      const live = liveOf(e);
      return live.type === 'receipt' && live.conversationId === id && live.otherDeliveredUpTo >= messageId;
    });
    expect(liveOf(receipt)).toMatchObject({ otherReadUpTo: 0 });
    // The sender's own devices see their message too, as theirs.
    expect(liveOf(await buyerStream.waitFor(isMessage(messageId)))).toMatchObject({
      message: { fromMe: true, status: expect.any(String) },
    });
  });

  it('never sends a message to a third person', async () => {
    const { id } = await thread();
    const strangerStream = await connect(stranger);
    const sellerStream = await connect(seller);
    await Promise.all([strangerStream.waitFor((e) => e.event === 'unread'), sellerStream.waitFor((e) => e.event === 'unread')]);
    const secret = await send(buyer, id, 'My flat is B-204, come after 6');
    await sellerStream.waitFor(isMessage(secret));

    // A message of the stranger's own comes after: everything meant for them before it has arrived by then.
    const own = await thread(stranger);
    await strangerStream.waitFor((e) => e.event === 'message' && liveOf(e).type === 'message' && e.id === String(own.first));
    expect(messageIds(strangerStream)).toEqual([own.first]);
    expect(strangerStream.events.map((e) => e.data).join('\n')).not.toContain('B-204');
  });

  it('catches up exactly the messages missed while disconnected, with Last-Event-ID or ?after=', async () => {
    const { id } = await thread();
    const first = await connect(seller);
    const seen = await send(buyer, id, 'First');
    await first.waitFor(isMessage(seen));
    expect(first.lastEventId).toBe(String(seen));
    first.close();

    const missed = [await send(buyer, id, 'Second'), await send(buyer, id, 'Third')];
    const again = await connect(seller, { 'last-event-id': first.lastEventId! });
    await again.waitFor(isMessage(missed[1]!));
    const live = await send(buyer, id, 'Fourth');
    await again.waitFor(isMessage(live));
    expect(messageIds(again)).toEqual([...missed, live]);

    // A client that cannot set the header says where it stopped in the address.
    const byQuery = await connect(seller, {}, `?after=${seen}`);
    await byQuery.waitFor(isMessage(live));
    expect(messageIds(byQuery)).toEqual([...missed, live]);

    const bad = await openSse(`${base}/api/conversations/live`, { cookie: seller.cookie, 'last-event-id': 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('gives a stream opened without Last-Event-ID an id to resume from, so nothing is lost across its first reconnect', async () => {
    const { id } = await thread();
    const fresh = await connect(seller);
    await fresh.waitFor((e) => e.event === 'unread');
    const mark = fresh.lastEventId;
    expect(mark).toMatch(/^\d+$/);
    fresh.close();
    const missed = await send(buyer, id, 'Sent while the phone was in a tunnel');
    const again = await connect(seller, { 'last-event-id': mark! });
    await again.waitFor(isMessage(missed));
    expect(messageIds(again)).toEqual([missed]);
  });

  it('keeps at most five streams per person, closing the oldest', async () => {
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await connect(stranger));
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'unread')));
    const sixth = await connect(stranger);
    await streams[0]!.ended;
    await sixth.waitFor((e) => e.event === 'unread');
    for (const stream of streams.slice(1)) stream.close();
    sixth.close();
  });

  it('publishes through NOTIFY with ids only, never the text of a message', async () => {
    const { id } = await thread();
    const payloads: string[] = [];
    let heard!: () => void;
    const isHeard = new Promise<void>((resolve) => (heard = resolve));
    const stop = await t.database.listen(LIVE_CHANNEL, {
      onPayload: (payload) => {
        payloads.push(payload);
        if (payload.includes('"message"')) heard();
      },
    });
    const messageId = await send(buyer, id, 'UPI me at ravi@okaxis');
    await isHeard;
    await stop();
    expect(payloads.map((p) => JSON.parse(p))).toContainEqual({
      kind: 'message',
      conversationId: id,
      messageId,
      userIds: expect.arrayContaining([buyer.uid, seller.uid]),
    });
    expect(payloads.join('')).not.toContain('okaxis');
  });

  it('ends open streams when the server drains for a shutdown', async () => {
    const stream = await connect(buyer);
    await stream.waitFor((e) => e.event === 'unread');
    const started = Date.now();
    // The drain would wait this long for a stream that did not end by itself.
    await t.app.drain(30_000);
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    const refused = await openSse(`${base}/api/conversations/live`, { cookie: buyer.cookie });
    expect(refused.status).toBe(503);
  });
});
