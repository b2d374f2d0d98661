import type { Conversation, Language, LiveEvent, Message } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { createLiveHub, type LiveReads } from './live-hub.ts';
import type { LiveStream } from './sse-stream.ts';

const READER = '00000000-0000-4000-8000-000000000001';
const SENDER = '00000000-0000-4000-8000-000000000002';

const message = (id: number, fromMe = false): Message => ({
  id,
  conversationId: 7,
  clientId: `client-${id}`,
  fromMe,
  kind: 'text',
  text: `Message ${id}`,
  amount: null,
  offerStatus: null,
  image: null,
  createdAt: new Date(0).toISOString(),
  status: fromMe ? 'sent' : null,
});

/** A stream that records what it was sent, and resolves `idle` once the hub's work for it has settled. */
function fakeStream() {
  const sent: Array<{ event?: LiveEvent; id?: number }> = [];
  let isClosed = false;
  const stream: LiveStream = {
    send: (event, id) => void sent.push({ event, id }),
    mark: (id) => void sent.push({ id }),
    close: () => void (isClosed = true),
    get isClosed() {
      return isClosed;
    },
  };
  return { stream, sent };
}

/** Reads over a list of messages, recording what was marked delivered. */
function fakeReads(messages: Message[], overrides: Partial<LiveReads> = {}) {
  const delivered: Array<[number, number]> = [];
  const reads: LiveReads = {
    viewMessage: async (_user, id) => {
      const found = messages.find((m) => m.id === id);
      return found ? { conversationId: 7, message: found } : null;
    },
    viewConversation: async () => null,
    unread: async () => ({ conversations: 1, messages: messages.length }),
    messagesSince: async (_user, after, limit) =>
      messages
        .filter((m) => m.id > after)
        .slice(0, limit)
        .map((m) => ({ conversationId: 7, message: m })),
    markDelivered: async (_user, conversationId, upTo) => void delivered.push([conversationId, upTo]),
    ...overrides,
  };
  return { reads, delivered };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const log = { warn: () => undefined };

describe('the live hub', () => {
  it('catches a stream up first, sends a message that both the catch-up and a signal bring once, and marks it delivered', async () => {
    const { reads, delivered } = fakeReads([message(10), message(11), message(12)]);
    const hub = createLiveHub({ reads, newestMessageId: async () => 99, log, maxStreamsPerPerson: 5 });
    const { stream, sent } = fakeStream();
    hub.connect(READER, stream, 10, 'en');
    hub.signal({ kind: 'message', conversationId: 7, messageId: 12, userIds: [SENDER, READER] });
    for (let i = 0; i < 5; i++) await settle();
    const messages = sent.filter((s) => s.event?.type === 'message').map((s) => s.id);
    expect(messages).toEqual([11, 12]);
    expect(sent.at(-1)?.event?.type).toBe('unread');
    expect(delivered.at(-1)).toEqual([7, 12]);
  });

  it('gives a stream without Last-Event-ID the newest id, and an offer answered without an id', async () => {
    const { reads, delivered } = fakeReads([message(5, true)]);
    const hub = createLiveHub({ reads, newestMessageId: async () => 40, log, maxStreamsPerPerson: 5 });
    const { stream, sent } = fakeStream();
    hub.connect(SENDER, stream, undefined, 'en');
    for (let i = 0; i < 3; i++) await settle();
    hub.signal({ kind: 'message-updated', conversationId: 7, messageId: 5, userIds: [SENDER, READER] });
    for (let i = 0; i < 3; i++) await settle();
    expect(sent.map((s) => [s.event?.type, s.id])).toEqual([
      [undefined, 40],
      ['unread', undefined],
      ['message-updated', undefined],
    ]);
    // One's own message is never marked delivered by one's own device.
    expect(delivered).toEqual([]);
  });

  it('closes the person’s streams when their events cannot be read, so they reconnect and catch up', async () => {
    const { reads } = fakeReads([], {
      viewMessage: async () => {
        throw new Error('database down');
      },
    });
    const hub = createLiveHub({ reads, newestMessageId: async () => 1, log, maxStreamsPerPerson: 5 });
    const one = fakeStream();
    const other = fakeStream();
    hub.connect(READER, one.stream, 1, 'en');
    hub.connect(READER, other.stream, 1, 'en');
    hub.signal({ kind: 'message', conversationId: 7, messageId: 2, userIds: [READER] });
    for (let i = 0; i < 5; i++) await settle();
    expect([one.stream.isClosed, other.stream.isClosed]).toEqual([true, true]);
  });

  it('sends a changed conversation to each stream in its own language, and a receipt read once', async () => {
    const views: Language[] = [];
    const { reads } = fakeReads([], {
      viewConversation: async (_user, id, language) => {
        views.push(language);
        return { id, other: { name: `name in ${language}`, handle: null }, otherDeliveredUpTo: 3, otherReadUpTo: 2 } as Conversation;
      },
    });
    const hub = createLiveHub({ reads, newestMessageId: async () => 1, log, maxStreamsPerPerson: 5 });
    const english = fakeStream();
    const telugu = fakeStream();
    hub.connect(READER, english.stream, undefined, 'en');
    hub.connect(READER, telugu.stream, undefined, 'te');
    for (let i = 0; i < 3; i++) await settle();
    hub.signal({ kind: 'conversation', conversationId: 7, userIds: [READER] });
    for (let i = 0; i < 5; i++) await settle();
    const names = (sent: typeof english.sent) =>
      sent.flatMap((s) => (s.event?.type === 'conversation' ? [s.event.conversation.other.name] : []));
    expect(names(english.sent)).toEqual(['name in en']);
    expect(names(telugu.sent)).toEqual(['name in te']);
    views.length = 0;
    hub.signal({ kind: 'receipt', conversationId: 7, userIds: [READER] });
    for (let i = 0; i < 5; i++) await settle();
    expect(views).toHaveLength(1);
    for (const { sent } of [english, telugu]) expect(sent.filter((s) => s.event?.type === 'receipt')).toHaveLength(1);
  });
});
