import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets } from '../../db/schema.ts';

export function createPasswordResetsRepository(db: Db) {
  return {
    async create(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResets).values({ tokenHash, userId, expiresAt });
    },
    /** Marks the token used and answers its user, only if it was unused and unexpired: one use, race-free. */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
