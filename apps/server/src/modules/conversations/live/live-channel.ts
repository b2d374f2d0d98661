import { UUID_PATTERN } from '@mohalla/shared';
import { z } from 'zod';

/** What happened, to whom: a small signal; each server process turns it into per-person LiveEvents. */
export type LiveSignal =
  | { kind: 'message' | 'message-updated'; conversationId: number; messageId: number; userIds: string[] }
  | { kind: 'receipt' | 'conversation'; conversationId: number; userIds: string[] };
export type LivePublisher = { publish(signal: LiveSignal): Promise<void> };

/** The PostgreSQL channel every server process LISTENs on (decision 024, "Live delivery"). */
export const LIVE_CHANNEL = 'conversations_live';

const id = z.number().int().positive();
const userIds = z.array(z.string().regex(UUID_PATTERN)).min(1).max(2);
/** A payload as it comes back from NOTIFY: ids only, never a message's text. */
export const LiveSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['message', 'message-updated']), conversationId: id, messageId: id, userIds }),
  z.object({ kind: z.enum(['receipt', 'conversation']), conversationId: id, userIds }),
]);

/** The signal as a NOTIFY payload: the ids and nothing else, whatever else the caller's object holds. */
export function toPayload(signal: LiveSignal): string {
  const { kind, conversationId, userIds: people } = signal;
  return JSON.stringify(
    'messageId' in signal
      ? { kind, conversationId, messageId: signal.messageId, userIds: people }
      : { kind, conversationId, userIds: people },
  );
}

/** The signal in a NOTIFY payload, or null for anything else (a payload from another version of the server). */
export function fromPayload(payload: string): LiveSignal | null {
  try {
    const parsed = LiveSignalSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Publishes through PostgreSQL NOTIFY, so every server process on the database hears it (both databases). */
export function createLivePublisher(notify: (payload: string) => Promise<void>): LivePublisher {
  return { publish: (signal) => notify(toPayload(signal)) };
}
