import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InboxKind, InboxStatus } from '@mohalla/shared';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';

export type InboxRow = typeof contactMessages.$inferSelect & { doneByName: string | null };
export type InboxFilter = { kind: InboxKind | undefined; status: InboxStatus };

/** The operators' inbox over contact_messages: contact-form messages and grievances (decision 028). */
export function createInboxRepository(db: Db) {
  return {
    db,

    /** Open ones the longest waiting first; done ones the latest done first. */
    async page(filter: InboxFilter, offset: number, limit: number): Promise<InboxRow[]> {
      const isOpen = filter.status === 'open';
      const rows = await db
        .select({ message: contactMessages, doneByName: users.displayName })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.doneBy))
        .where(
          and(
            isOpen ? isNull(contactMessages.doneAt) : isNotNull(contactMessages.doneAt),
            filter.kind ? eq(contactMessages.kind, filter.kind) : undefined,
          ),
        )
        .orderBy(
          ...(isOpen
            ? [asc(contactMessages.createdAt), asc(contactMessages.id)]
            : [desc(contactMessages.doneAt), desc(contactMessages.id)]),
        )
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({ ...row.message, doneByName: row.doneByName }));
    },

    /** The message locked for a decision, so two operators' actions take turns. */
    async lock(tx: Db, id: number) {
      const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      return row;
    },

    /** A reply also acknowledges a grievance whose acknowledgement mail never went out. */
    async markReplied(tx: Db, id: number): Promise<void> {
      await tx
        .update(contactMessages)
        .set({ repliedAt: sql`now()`, acknowledgedAt: sql`coalesce(${contactMessages.acknowledgedAt}, now())` })
        .where(eq(contactMessages.id, id));
    },

    async markDone(tx: Db, id: number, operatorId: string): Promise<void> {
      await tx
        .update(contactMessages)
        .set({ doneAt: sql`now()`, doneBy: operatorId })
        .where(eq(contactMessages.id, id));
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
