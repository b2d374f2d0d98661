import type { AddressInfo } from 'node:net';
import {
  DELETED_USER_NAME,
  LiveEventSchema,
  personalDataTexts,
  type AuditEntry,
  type Conversation,
  type HiddenAd,
  type ReportGroup,
} from '@mohalla/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayText } from './helpers/conversations.ts';
import { createAd } from './helpers/fixtures.ts';
import { callAs, signUpOperator } from './helpers/moderation.ts';
import { randomAddress, signUp, type SignedIn } from './helpers/session.ts';
import { openSse } from './helpers/sse-client.ts';
import { DB_KINDS, ORIGIN, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 21: a deleted account keeps the English "Deleted user" in its row; whoever reads a thread with it sees the
// name in their own language: in the thread, the inbox, the answers that change a thread, the live channel, and
// the operators' console.
describe.each(DB_KINDS)('a deleted person’s name in the reader’s language on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let operator: SignedIn;
  let leaving: SignedIn;
  let leavingOperator: SignedIn;
  let conversationId: number;
  let livingId: number;
  const TELUGU = personalDataTexts('te').deletedUserName;
  const HINDI = personalDataTexts('hi').deletedUserName;

  /** The buyer's thread with a new seller about a new ad; answers its id. */
  async function threadWith(seller: SignedIn): Promise<number> {
    const ad = await createAd(t.database.db, seller.uid, { title: 'Steel almirah' });
    const started = await callAs(t, buyer, 'POST', '/api/conversations', { adId: ad.id, ...sayText('Is it still there?') });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().data.conversation.id;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    buyer = await signUp(t, { name: 'Buyer Kiran', phone: '9000011111' });
    leaving = await signUp(t, { name: 'Seller Lakshmi', phone: '9123400001' });
    conversationId = await threadWith(leaving);
    // Before leaving: the buyer reported the seller, and an operator (who leaves too) removed another ad of theirs.
    operator = await signUpOperator(t);
    leavingOperator = await signUpOperator(t);
    const reported = await callAs(t, buyer, 'POST', `/api/conversations/${conversationId}/report`, { about: 'person', reason: 'spam' });
    expect(reported.statusCode, reported.body).toBe(200);
    const other = await createAd(t.database.db, leaving.uid, { title: 'Copied photos' });
    const hidden = await callAs(t, leavingOperator, 'POST', `/api/admin/ads/${other.id}/hide`, { reason: 'Photos of another ad' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const person of [leaving, leavingOperator]) {
      const deleted = await callAs(t, person, 'POST', '/api/profile/delete', { password: person.password });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    // A living person who chose that very name keeps it: the name is keyed on the deleted account, not on the text.
    livingId = await threadWith(await signUp(t, { name: DELETED_USER_NAME, phone: '9123400002' }));
  });
  afterAll(() => t?.close());

  type Language = { cookie?: string; 'accept-language'?: string };
  /** A call as `user` with the language given as a page gives it (the `lang` cookie, or the browser's). */
  async function callIn(user: SignedIn, method: 'GET' | 'PUT', url: string, language: Language, payload?: object) {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: randomAddress(),
      ...(payload ? { payload } : {}),
      headers: { origin: ORIGIN, ...language, cookie: [user.cookie, language.cookie].filter(Boolean).join('; ') },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const asBuyer = (method: 'GET' | 'PUT', url: string, language: Language, payload?: object) =>
    callIn(buyer, method, url, language, payload);
  const telugu = { cookie: 'lang=te' };

  it('names the deleted person in Telugu to a Telugu reader of the thread, and in English to an English one', async () => {
    expect((await asBuyer('GET', `/api/conversations/${conversationId}`, telugu)).other.name).toBe(TELUGU);
    expect((await asBuyer('GET', `/api/conversations/${conversationId}`, {})).other.name).toBe(DELETED_USER_NAME);
    const hindi = await asBuyer('GET', `/api/conversations/${conversationId}`, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.other.name).toBe(HINDI);
  });

  it('names them in the reader’s language in the inbox, and in the thread an archive answers', async () => {
    const inbox: { conversations: Conversation[] } = await asBuyer('GET', '/api/conversations', telugu);
    const names = new Map(inbox.conversations.map((c) => [c.id, c.other.name]));
    expect(names.get(conversationId)).toBe(TELUGU);
    expect(names.get(livingId)).toBe(DELETED_USER_NAME);
    const archived: Conversation = await asBuyer('PUT', `/api/conversations/${conversationId}/archive`, telugu, { archived: false });
    expect(archived.other.name).toBe(TELUGU);
  });

  it('names them in the language of the live stream’s page', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openSse(`${base}/api/conversations/live`, { cookie: `${buyer.cookie}; lang=te` });
    try {
      expect(stream.status).toBe(200);
      // Ready once it has caught up (its first unread counts).
      await stream.waitFor((event) => event.event === 'unread');
      await asBuyer('PUT', `/api/conversations/${conversationId}/archive`, {}, { archived: true });
      const changed = await stream.waitFor((event) => event.event === 'conversation');
      const live = LiveEventSchema.parse(JSON.parse(changed.data));
      expect(live).toMatchObject({ type: 'conversation', conversation: { id: conversationId, other: { name: TELUGU } } });
    } finally {
      stream.close();
    }
  });

  it('names them in the operator’s language in the reports queue, the removed ads and the audit log', async () => {
    const queue: { groups: ReportGroup[] } = await callIn(operator, 'GET', '/api/admin/reports', telugu);
    expect(queue.groups.find((group) => group.userId === leaving.uid)?.userName).toBe(TELUGU);
    const removed: { ads: HiddenAd[] } = await callIn(operator, 'GET', '/api/admin/hidden-ads', telugu);
    expect(removed.ads.find((ad) => ad.ownerId === leaving.uid)?.ownerName).toBe(TELUGU);
    const audit: { entries: AuditEntry[] } = await callIn(operator, 'GET', '/api/admin/audit', { 'accept-language': 'hi' });
    expect(audit.entries.find((entry) => entry.operatorId === leavingOperator.uid)?.operatorName).toBe(HINDI);
    const english: { ads: HiddenAd[] } = await callIn(operator, 'GET', '/api/admin/hidden-ads', {});
    expect(english.ads.find((ad) => ad.ownerId === leaving.uid)?.ownerName).toBe(DELETED_USER_NAME);
  });
});
