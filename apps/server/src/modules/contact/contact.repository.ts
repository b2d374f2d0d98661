import type { ContactMessage, Language } from '@mohalla/shared';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export function createContactRepository(db: Db) {
  return {
    async insert(message: ContactMessage & { userId?: string; language: Language }): Promise<number> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email.toLowerCase(),
          phone: message.phone ?? null,
          subject: message.subject ?? null,
          message: message.message,
          adId: message.adId ?? null,
          userId: message.userId ?? null,
          language: message.language,
        })
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
