import { randomBytes } from 'node:crypto';
import { DELETED_USER_NAME } from '@mohalla/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  closedAccounts,
  contactReveals,
  freePublications,
  otpCodes,
  passwordResets,
  sessions,
  userBlocks,
  users,
} from '../../db/schema.ts';

export type ClosingUser = typeof users.$inferSelect;

/** The statements of deleting an account (decision 029); `close` runs inside the caller's transaction. */
export function createAccountDeletionRepository(db: Db) {
  return {
    db,
    /** When the session began: a Google-only account's sessions all come from a Google sign-in. */
    async sessionStartedAt(sessionId: string): Promise<Date | null> {
      const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
      return row?.createdAt ?? null;
    },

    async findLive(userId: string): Promise<ClosingUser | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row;
    },

    /** The account row, locked so two deletions (two tabs) run one after the other; undefined when already deleted. */
    async lockLive(tx: Db, userId: string): Promise<ClosingUser | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      return row;
    },

    /**
     * Keeps the registration data 180 days, takes the person's ads off the market and strips the account. Answers
     * the ads it removed (their photos and conversations are dealt with after the commit). Payments, reports and
     * messages keep pointing at the stripped row: accounting and the other side's threads still need them.
     */
    async close(tx: Db, user: ClosingUser, now: Date): Promise<number[]> {
      await tx.insert(closedAccounts).values({
        userId: user.id,
        email: user.email,
        displayName: user.displayName,
        phone: user.phone,
        registeredAt: user.createdAt,
        closedAt: now,
      });
      const removed = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE ads SET status = 'removed', updated_at = ${now}
            WHERE owner_id = ${user.id} AND status <> 'removed' RETURNING id`,
      );
      // Ads the moderators hid stay as evidence until the retention sweep; a restore must not bring them back.
      await tx.execute(sql`UPDATE ads SET hidden_status = 'removed' WHERE owner_id = ${user.id} AND hidden_at IS NOT NULL`);
      await tx.execute(
        sql`UPDATE ads SET contact_name = ${DELETED_USER_NAME}, contact_phone = NULL, contact_whatsapp = NULL, contact_email = NULL
            WHERE owner_id = ${user.id}`,
      );
      // Their saved ads go, and the hearts they gave with them.
      await tx.execute(sql`
        WITH gone AS (DELETE FROM favorites WHERE user_id = ${user.id} RETURNING ad_id)
        UPDATE ads SET favorites_count = GREATEST(favorites_count - 1, 0) WHERE id IN (SELECT ad_id FROM gone)`);
      await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, user.id)));
      await tx.delete(contactReveals).where(or(eq(contactReveals.viewerId, user.id), eq(contactReveals.sellerId, user.id)));
      await tx.delete(otpCodes).where(eq(otpCodes.userId, user.id));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
      await tx.delete(freePublications).where(eq(freePublications.userId, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      const tag = randomBytes(8).toString('hex');
      await tx
        .update(users)
        .set({
          // Unique and undeliverable (.invalid is reserved), so the real address is free to sign up again.
          email: `deleted-${tag}@deleted.invalid`,
          displayName: DELETED_USER_NAME,
          handle: `deleted-${tag}`,
          passwordHash: null,
          googleSub: null,
          phone: null,
          phoneVerifiedAt: null,
          photoUrl: null,
          bio: null,
          locationId: null,
          lastLoginAt: null,
          messageEmails: false,
          marketingEmails: false,
          role: 'member',
          deletedAt: now,
        })
        .where(eq(users.id, user.id));
      return removed.map((r) => r.id);
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
