import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export function createSessionsRepository(db: Db) {
  return {
    async create(id: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ id, userId, expiresAt });
    },
    async find(id: string) {
      const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
      return session;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date, idleBefore: Date): Promise<void> {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));
    },
    async deleteOthers(userId: string, keepId: string): Promise<void> {
      const all = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      for (const s of all) if (s.id !== keepId) await db.delete(sessions).where(and(eq(sessions.id, s.id), eq(sessions.userId, userId)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
