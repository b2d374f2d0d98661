import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';

export function createOtpRepository(db: Db) {
  return {
    async latest(userId: string) {
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.userId, userId)).orderBy(desc(otpCodes.createdAt)).limit(1);
      return row;
    },
    async create(values: { userId: string; phone: string; codeHash: string; expiresAt: Date }): Promise<void> {
      // Only the newest code is valid: earlier ones are retired when a new one is sent.
      await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.userId, values.userId), isNull(otpCodes.consumedAt)));
      await db.insert(otpCodes).values(values);
    },
    /**
     * Takes one of the code's `max` tries before it is compared, in one statement: concurrent guesses each take
     * their own, so no more than `max` are ever judged. Answers the tries used, or null when none is left.
     */
    async takeAttempt(id: string, max: number): Promise<number | null> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, max)))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? null;
    },
    /** Consumes the code once; a second verify of the same code finds it already used. */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length > 0;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
