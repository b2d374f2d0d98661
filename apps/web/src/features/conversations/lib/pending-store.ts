import type { MessageContentInput } from '@/api/send-messages';

/**
 * Messages pressed Send on but not yet stored by the server, per thread, kept in memory and in localStorage (so a
 * reload while offline loses nothing; cleared at sign-out by lib/signed-out-storage.ts). Each keeps the clientId made
 * when Send was pressed, so every retry is the same message to the server (stored once).
 */
export type PendingMessage = {
  clientId: string;
  conversationId: number;
  content: MessageContentInput;
  /** A photo's preview while it waits. */
  preview?: string;
  createdAt: string;
  /** sending: on its way; waiting: no connection, sent when it returns; failed: the server refused it (error says why). */
  state: 'sending' | 'waiting' | 'failed';
  error?: string;
};

const EMPTY: readonly PendingMessage[] = [];
/** Starts with the prefix lib/signed-out-storage.ts clears at sign-out. */
export const PENDING_STORAGE_KEY = 'pendingMessages:v1';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What a previous page left unsent: all of it waits for the next chance to go. */
function load(): Map<number, readonly PendingMessage[]> {
  try {
    const saved = JSON.parse(storage()?.getItem(PENDING_STORAGE_KEY) ?? '[]') as PendingMessage[];
    const next = new Map<number, PendingMessage[]>();
    for (const message of Array.isArray(saved) ? saved : []) {
      if (typeof message?.clientId !== 'string' || typeof message.conversationId !== 'number') continue;
      const state = message.state === 'failed' ? 'failed' : 'waiting';
      next.set(message.conversationId, [...(next.get(message.conversationId) ?? []), { ...message, state }]);
    }
    return next;
  } catch {
    return new Map();
  }
}

function save(next: Map<number, readonly PendingMessage[]>) {
  try {
    const all = [...next.values()].flat();
    if (all.length) storage()?.setItem(PENDING_STORAGE_KEY, JSON.stringify(all));
    else storage()?.removeItem(PENDING_STORAGE_KEY);
  } catch {
    // Full or disabled storage: the queue still lives in memory.
  }
}

let byThread = load();

function emit(next: Map<number, readonly PendingMessage[]>) {
  byThread = next;
  save(next);
  for (const listener of listeners) listener();
}

export const pendingStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  of: (conversationId: number): readonly PendingMessage[] => byThread.get(conversationId) ?? EMPTY,
  threads: (): number[] => [...byThread.keys()],
  add(message: PendingMessage) {
    const next = new Map(byThread);
    next.set(message.conversationId, [...this.of(message.conversationId), message]);
    emit(next);
  },
  update(conversationId: number, clientId: string, change: Partial<PendingMessage>) {
    const list = this.of(conversationId);
    if (!list.some((m) => m.clientId === clientId)) return;
    const next = new Map(byThread);
    next.set(
      conversationId,
      list.map((m) => (m.clientId === clientId ? { ...m, ...change } : m)),
    );
    emit(next);
  },
  remove(conversationId: number, clientId: string) {
    const list = this.of(conversationId).filter((m) => m.clientId !== clientId);
    const next = new Map(byThread);
    if (list.length) next.set(conversationId, list);
    else next.delete(conversationId);
    emit(next);
  },
  /** Forgets every thread's queue (signing out). */
  clear: () => emit(new Map()),
};
