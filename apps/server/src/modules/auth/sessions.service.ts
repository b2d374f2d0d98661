import crypto from 'node:crypto';
import type { SessionsRepository } from './sessions.repository.ts';

const DAY = 86_400_000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** How long a session found in the database is trusted without asking again; every sign-out forgets it at once. */
const REMEMBER_MS = 5_000;
const REMEMBER_MAX = 10_000;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

type Session = NonNullable<Awaited<ReturnType<SessionsRepository['find']>>>;

/**
 * Sessions read in the last few seconds, so a signed-in person's burst of requests (a page and its API calls,
 * 50 at once under load) costs one read. Revocation stays immediate in this process: every delete forgets
 * the sessions it removed, and a read that was running across a delete is not remembered (decision 013).
 */
function createRecentSessions(find: (id: string) => Promise<Session | undefined>) {
  const recent = new Map<string, { session: Session; until: number }>();
  let revocations = 0;
  return {
    async find(id: string): Promise<Session | undefined> {
      const hit = recent.get(id);
      if (hit && hit.until > Date.now()) return hit.session;
      recent.delete(id);
      const startedAfter = revocations;
      const session = await find(id);
      if (session && startedAfter === revocations) {
        if (recent.size >= REMEMBER_MAX) recent.delete(recent.keys().next().value!);
        recent.set(id, { session, until: Date.now() + REMEMBER_MS });
      }
      return session;
    },
    /** After a delete in the database: forgets the matching sessions and any read still running. */
    forget(matches: (id: string, session: Session) => boolean): void {
      revocations += 1;
      for (const [id, { session }] of recent) if (matches(id, session)) recent.delete(id);
    },
  };
}

/** Opaque 256-bit tokens; only their SHA-256 is stored, so a database leak yields no usable session. */
export function createSessionsService(repo: SessionsRepository, options: { idleDays: number; maxDays: number }) {
  const recent = createRecentSessions(repo.find);
  const destroy = async (sessionId: string) => {
    await repo.delete(sessionId);
    recent.forget((id) => id === sessionId);
  };
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
      const session = await recent.find(id);
      if (!session) return null;
      const now = Date.now();
      if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + options.idleDays * DAY <= now) {
        await destroy(id);
        return null;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touch(id, new Date(now));
        // The remembered copy too, or every request of the next few seconds would touch again.
        session.lastSeenAt = new Date(now);
      }
      return { userId: session.userId, sessionId: id };
    },

    destroy,
    async destroyAllFor(userId: string): Promise<void> {
      await repo.deleteForUser(userId);
      recent.forget((_id, session) => session.userId === userId);
    },
    async destroyOthers(userId: string, keepId: string): Promise<void> {
      await repo.deleteOthers(userId, keepId);
      recent.forget((id, session) => session.userId === userId && id !== keepId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
