import type { Language } from '@mohalla/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewGrievance = {
  name: string;
  email: string;
  adId: number | null;
  note: string | null;
  complaint: string;
  userId: string | null;
  /** The form's language: the acknowledgement and the operators' replies are written in it. */
  language: Language;
};

/** Complaints to the Grievance Officer, kept with the contact messages (kind 'grievance') for one inbox. */
export function createGrievancesRepository(db: Db) {
  return {
    async insert(g: NewGrievance): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          kind: 'grievance',
          name: g.name,
          email: g.email.toLowerCase(),
          subject: g.note,
          message: g.complaint,
          adId: g.adId,
          userId: g.userId,
          language: g.language,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return row!;
    },

    async markAcknowledged(id: number): Promise<void> {
      await db.update(contactMessages).set({ acknowledgedAt: new Date() }).where(eq(contactMessages.id, id));
    },
  };
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;
