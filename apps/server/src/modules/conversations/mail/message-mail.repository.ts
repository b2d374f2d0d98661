import type { Language } from '@mohalla/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { conversations, users } from '../../../db/schema.ts';

/** Messages shown in a mail: the first few unread ones, each cut short. */
export const MAIL_PREVIEW_MESSAGES = 3;
const MAIL_PREVIEW_CHARS = 200;
/** Threads mailed per sweep at most; the rest are due again at the next one. */
const MAILS_PER_SWEEP = 500;

export type PreviewMessage = { kind: 'text' | 'offer' | 'image'; body: string | null; amount: number | string | null };

/** A thread whose reader is to hear of its unread messages by mail. */
export type DueThread = {
  conversation_id: number;
  side: 'buyer' | 'seller';
  user_id: string;
  email: string;
  display_name: string;
  /** The reader's language: the mail is written in it. */
  language: Language;
  writer_name: string;
  ad_title: string;
  unread: number;
  preview: PreviewMessage[];
};

/** One side of every thread with something unread for it, not mailed within the hour, and not archived by it. */
const side = (reader: 'buyer' | 'seller') => {
  const writer = reader === 'buyer' ? 'seller' : 'buyer';
  return sql.raw(`
    SELECT c.id, c.ad_id, '${reader}' AS side, c.${reader}_id AS reader_id, c.${writer}_id AS writer_id,
           c.${reader}_read_upto AS read_upto, c.${reader}_mailed_at AS mailed_at
    FROM conversations c
    WHERE c.last_message_id > c.${reader}_read_upto AND c.${reader}_archived_at IS NULL
      AND (c.${reader}_mailed_at IS NULL
        OR (c.${reader}_mailed_at <= now() - interval '1 hour' AND c.last_message_at > c.${reader}_mailed_at))`);
};

/** The SQL of the new-message mails (decision 024): which threads are due, marking them mailed, turning mails off. */
export function createMessageMailRepository(db: Db) {
  return {
    /**
     * Threads whose reader has unread messages from the other person, none of them mailed yet, the first of them
     * older than `minAgeMinutes`, and who wants these mails (and has not blocked the writer).
     */
    dueThreads: (minAgeMinutes: number) =>
      queryRows<DueThread>(
        db,
        sql`
        WITH sides AS (${side('buyer')} UNION ALL ${side('seller')})
        SELECT s.id AS conversation_id, s.side, u.id AS user_id, u.email, u.display_name, u.language,
               w.display_name AS writer_name, a.title AS ad_title, fresh.unread, first.preview
        FROM sides s
        JOIN users u ON u.id = s.reader_id AND u.message_emails
        JOIN users w ON w.id = s.writer_id
        JOIN ads a ON a.id = s.ad_id
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS unread, min(m.created_at) AS first_at
          FROM messages m
          WHERE m.conversation_id = s.id AND m.id > s.read_upto AND m.sender_id = s.writer_id
            AND (s.mailed_at IS NULL OR m.created_at > s.mailed_at)
        ) fresh
        CROSS JOIN LATERAL (
          SELECT json_agg(json_build_object('kind', p.kind, 'body', p.body, 'amount', p.amount) ORDER BY p.id) AS preview
          FROM (
            SELECT m.id, m.kind, left(m.body, ${MAIL_PREVIEW_CHARS}) AS body, m.amount
            FROM messages m
            WHERE m.conversation_id = s.id AND m.id > s.read_upto AND m.sender_id = s.writer_id
              AND (s.mailed_at IS NULL OR m.created_at > s.mailed_at)
            ORDER BY m.id
            LIMIT ${MAIL_PREVIEW_MESSAGES}
          ) p
        ) first
        WHERE fresh.unread > 0 AND fresh.first_at <= now() - make_interval(mins => ${minAgeMinutes})
          AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = s.reader_id AND b.blocked_id = s.writer_id)
        ORDER BY s.id, s.side
        LIMIT ${MAILS_PER_SWEEP}`,
      ),

    /** Records the mail on each thread's side, so the next one waits an hour and covers only newer messages. */
    async markMailed(threads: Array<Pick<DueThread, 'conversation_id' | 'side'>>): Promise<void> {
      const ids = (side: DueThread['side']) => threads.filter((t) => t.side === side).map((t) => t.conversation_id);
      const [buyers, sellers] = [ids('buyer'), ids('seller')];
      const now = sql`now()`;
      if (buyers.length > 0) await db.update(conversations).set({ buyerMailedAt: now }).where(inArray(conversations.id, buyers));
      if (sellers.length > 0) await db.update(conversations).set({ sellerMailedAt: now }).where(inArray(conversations.id, sellers));
    },

    /** The unsubscribe link: true when the person exists (and now gets no more of these mails). */
    async turnOff(userId: string): Promise<boolean> {
      const rows = await db.update(users).set({ messageEmails: false }).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type MessageMailRepository = ReturnType<typeof createMessageMailRepository>;
