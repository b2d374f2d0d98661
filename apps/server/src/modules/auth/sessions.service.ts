import crypto from 'node:crypto';
import type { SessionsRepository } from './sessions.repository.ts';

const DAY = 86_400_000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Opaque 256-bit tokens; only their SHA-256 is stored, so a database leak yields no usable session. */
export function createSessionsService(repo: SessionsRepository, options: { idleDays: number; maxDays: number }) {
  return {
    async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + options.maxDays * DAY);
      await repo.create(sha256(token), userId, expiresAt);
      return { token, expiresAt };
    },

    /** The user id behind a token, or null when it is unknown, past its absolute life or idle too long. */
    async resolve(token: string): Promise<{ userId: string; sessionId: string } | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const id = sha256(token);
      const session = await repo.find(id);
      if (!session) return null;
      const now = Date.now();
      if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + options.idleDays * DAY <= now) {
        await repo.delete(id);
        return null;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(id, new Date(now));
      return { userId: session.userId, sessionId: id };
    },

    destroy: (sessionId: string) => repo.delete(sessionId),
    destroyAllFor: (userId: string) => repo.deleteForUser(userId),
    destroyOthers: (userId: string, keepId: string) => repo.deleteOthers(userId, keepId),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
