import { DEFAULT_LANGUAGE, type Language } from '@mohalla/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * The language of the account at a mail address, for mails built from something other than a user row (an
 * inbox reply); English for an address with no account. `db` may be a transaction, so the lookup takes its turn.
 */
export async function recipientLanguage(db: Db, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}
