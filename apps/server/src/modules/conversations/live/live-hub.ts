import { CATCH_UP_MAX, DEFAULT_LANGUAGE, type Conversation, type Language, type LiveEvent, type Message } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveSignal } from './live-channel.ts';
import type { LiveStream } from './sse-stream.ts';

/** The conversations service's reads the hub turns signals into events with (each as that reader sees it). */
export type LiveReads = {
  viewMessage(userId: string, messageId: number): Promise<{ conversationId: number; message: Message } | null>;
  viewConversation(userId: string, conversationId: number, language: Language): Promise<Conversation | null>;
  unread(userId: string): Promise<{ conversations: number; messages: number }>;
  messagesSince(userId: string, afterMessageId: number, limit: number): Promise<Array<{ conversationId: number; message: Message }>>;
  markDelivered(userId: string, conversationId: number, upTo: number): Promise<unknown>;
};

export type LiveHubOptions = {
  reads: LiveReads;
  /** Where a stream opened without Last-Event-ID starts: the newest message id at that moment. */
  newestMessageId: () => Promise<number>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  maxStreamsPerPerson: number;
};

/** A catch-up stops after this many pages (CATCH_UP_MAX each); the inbox's refresh on reconnect covers the rest. */
const CATCH_UP_PAGES = 25;
/** Work waiting for one person beyond this means the database cannot keep up: their streams end and catch up later. */
const MAX_PENDING = 2000;
/** Message ids remembered per stream, so a catch-up and a live signal of the same message send it once. */
const REMEMBERED_IDS = 1000;

/**
 * `lastId`: the Last-Event-ID the browser holds (undefined until the stream's first catch-up has set it).
 * `isReady`: that catch-up has run; before it the stream gets nothing else, so it starts with what it missed.
 * `language`: the page's that opened it (a deleted person's name in a conversation is shown in it).
 */
type Connected = { stream: LiveStream; lastId: number | undefined; sent: Set<number>; isReady: boolean; language: Language };
type Work = { kind: 'signal'; signal: LiveSignal } | { kind: 'catch-up'; connected: Connected };
type Person = { streams: Set<Connected>; pending: Work[]; isRunning: boolean };

/**
 * The people connected to this process and their open streams. A signal (from NOTIFY, whichever process
 * published it) is turned into events as each reader sees them, in order per person: work for one person runs
 * one batch at a time, and a batch ends with one `unread` event. A message pushed to its reader is marked
 * delivered, which moves the sender's ticks.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { reads, log } = options;
  const people = new Map<string, Person>();

  const remember = (connected: Connected, id: number) => {
    connected.sent.add(id);
    if (connected.sent.size > REMEMBERED_IDS) connected.sent.delete(connected.sent.values().next().value!);
  };

  /** Sends a new message once per stream; its id moves Last-Event-ID only forward (a reconnect then repeats nothing). */
  const sendMessage = (connected: Connected, conversationId: number, message: Message) => {
    if (!connected.isReady || connected.sent.has(message.id)) return;
    remember(connected, message.id);
    const moves = message.id > (connected.lastId ?? 0);
    connected.stream.send({ type: 'message', conversationId, message }, moves ? message.id : undefined);
    if (moves) connected.lastId = message.id;
  };

  /** To every ready stream of the person, or only to those in `language`. */
  const toAll = (person: Person, event: LiveEvent, language?: Language) => {
    for (const connected of person.streams) {
      if (connected.isReady && (language === undefined || connected.language === language)) connected.stream.send(event);
    }
  };

  /** What the stream missed after its Last-Event-ID; without one, the id to catch up from next time. */
  async function catchUp(userId: string, connected: Connected, delivered: Map<number, number>) {
    connected.isReady = true;
    if (connected.lastId === undefined) {
      connected.lastId = await options.newestMessageId();
      connected.stream.mark(connected.lastId);
      return;
    }
    let from = connected.lastId;
    for (let page = 0; page < CATCH_UP_PAGES && !connected.stream.isClosed; page++) {
      const found = await reads.messagesSince(userId, from, CATCH_UP_MAX);
      for (const { conversationId, message } of found) {
        sendMessage(connected, conversationId, message);
        if (!message.fromMe) delivered.set(conversationId, Math.max(delivered.get(conversationId) ?? 0, message.id));
      }
      if (found.length < CATCH_UP_MAX) return;
      from = found.at(-1)!.message.id;
    }
  }

  /** One batch of a person's work; true when their unread counts may have changed. */
  async function runBatch(userId: string, person: Person, batch: Work[]): Promise<boolean> {
    const delivered = new Map<number, number>();
    // Receipts and conversation changes are read as they are now, so one read per thread serves the whole batch.
    const seen = new Set<string>();
    let isUnreadChanged = false;
    for (const work of batch) {
      if (work.kind === 'catch-up') {
        if (!work.connected.stream.isClosed) await catchUp(userId, work.connected, delivered);
        isUnreadChanged = true;
        continue;
      }
      const { signal } = work;
      if (signal.kind === 'message' || signal.kind === 'message-updated') {
        const view = await reads.viewMessage(userId, signal.messageId);
        if (!view) continue;
        if (signal.kind === 'message-updated') {
          toAll(person, { type: 'message-updated', conversationId: view.conversationId, message: view.message });
          continue;
        }
        for (const connected of person.streams) sendMessage(connected, view.conversationId, view.message);
        // Delivered only if a stream has it (one still catching up may start after it, from its newest id).
        if (!view.message.fromMe && [...person.streams].some((connected) => connected.isReady)) {
          delivered.set(view.conversationId, Math.max(delivered.get(view.conversationId) ?? 0, view.message.id));
          isUnreadChanged = true;
        }
        continue;
      }
      const key = `${signal.kind}:${signal.conversationId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (signal.kind === 'receipt') {
        // Pointers only: the same in every language.
        const conversation = await reads.viewConversation(userId, signal.conversationId, DEFAULT_LANGUAGE);
        if (!conversation) continue;
        const { otherDeliveredUpTo, otherReadUpTo } = conversation;
        toAll(person, { type: 'receipt', conversationId: conversation.id, otherDeliveredUpTo, otherReadUpTo });
        isUnreadChanged = true;
        continue;
      }
      // Read once per language the person's streams are in (nearly always one).
      for (const language of new Set([...person.streams].map((connected) => connected.language))) {
        const conversation = await reads.viewConversation(userId, signal.conversationId, language);
        if (!conversation) continue;
        toAll(person, { type: 'conversation', conversation }, language);
        isUnreadChanged = true;
      }
    }
    // The reader's device has them now: the sender's ticks move (the service publishes the receipt).
    for (const [conversationId, upTo] of delivered) await reads.markDelivered(userId, conversationId, upTo);
    return isUnreadChanged;
  }

  async function run(userId: string, person: Person) {
    person.isRunning = true;
    try {
      while (person.pending.length > 0 && person.streams.size > 0) {
        const batch = person.pending.splice(0);
        if (await runBatch(userId, person, batch)) toAll(person, { type: 'unread', ...(await reads.unread(userId)) });
      }
    } catch (err) {
      // What this batch would have sent is not lost: the browsers reconnect with Last-Event-ID and catch up.
      log.warn({ err }, 'live events could not be loaded; closing the streams');
      endPerson(person);
    } finally {
      person.isRunning = false;
      person.pending.length = 0;
      if (person.streams.size === 0 && people.get(userId) === person) people.delete(userId);
    }
  }

  const endPerson = (person: Person) => {
    for (const connected of [...person.streams]) connected.stream.close();
  };

  function enqueue(userId: string, person: Person, work: Work) {
    if (person.pending.length >= MAX_PENDING) {
      log.warn({ userId }, 'live events are falling behind; closing the streams');
      endPerson(person);
      return;
    }
    person.pending.push(work);
    if (!person.isRunning) void run(userId, person);
  }

  return {
    /**
     * Adds a stream of `userId` in `language`, closing their oldest beyond the limit. It first gets what it missed
     * after `after` (Last-Event-ID), or, without it, the id to catch up from next time. Returns the way to remove it.
     */
    connect(userId: string, stream: LiveStream, after: number | undefined, language: Language): () => void {
      let person = people.get(userId);
      if (!person) people.set(userId, (person = { streams: new Set(), pending: [], isRunning: false }));
      while (person.streams.size >= options.maxStreamsPerPerson) {
        const oldest = person.streams.values().next().value!;
        person.streams.delete(oldest);
        oldest.stream.close();
      }
      const connected: Connected = { stream, lastId: after, sent: new Set(), isReady: false, language };
      person.streams.add(connected);
      enqueue(userId, person, { kind: 'catch-up', connected });
      const owner = person;
      return () => {
        owner.streams.delete(connected);
        if (owner.streams.size === 0 && !owner.isRunning && people.get(userId) === owner) people.delete(userId);
      };
    },

    /** A signal from NOTIFY: work for each of its people connected here. */
    signal(signal: LiveSignal): void {
      for (const userId of signal.userIds) {
        const person = people.get(userId);
        if (person) enqueue(userId, person, { kind: 'signal', signal });
      }
    },

    /** Notifications may have been lost (the listening connection dropped): every stream catches up from its last id. */
    reconnected(): void {
      for (const [userId, person] of people) {
        for (const connected of person.streams) enqueue(userId, person, { kind: 'catch-up', connected });
      }
    },

    /** Ends every stream (a shutdown); browsers reconnect to another process, or to this one when it is back. */
    closeAll(): void {
      for (const person of people.values()) endPerson(person);
    },

    /** Streams open now, for the benchmark's memory figure and the tests. */
    get openStreams(): number {
      let count = 0;
      for (const person of people.values()) count += person.streams.size;
      return count;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
