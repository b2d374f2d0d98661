import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** A stored message with its photo's files; who reads it decides fromMe and the ticks (conversations.mapper.ts). */
export type MessageRow = {
  id: number | string;
  conversation_id: number;
  sender_id: string;
  client_id: string;
  kind: 'text' | 'offer' | 'image';
  body: string | null;
  amount: number | string | null;
  offer_status: 'pending' | 'accepted' | 'declined' | null;
  image_variants: Record<string, string> | null;
  created_at: Date | string;
};

export type NewMessage = {
  conversationId: number;
  senderId: string;
  clientId: string;
  kind: 'text' | 'offer' | 'image';
  body: string | null;
  amount: number | null;
  imageId: string | null;
};

const SELECT = sql`SELECT m.id, m.conversation_id, m.sender_id, m.client_id, m.kind, m.body, m.amount, m.offer_status,
    i.variants AS image_variants, m.created_at
  FROM messages m LEFT JOIN ad_images i ON i.id = m.image_id`;

export function createMessagesRepository(db: Db) {
  return {
    async byId(id: number): Promise<MessageRow | undefined> {
      return (await queryRows<MessageRow>(db, sql`${SELECT} WHERE m.id = ${id}`))[0];
    },

    /** The message a device already sent under this id, if any (idempotent sending). */
    async byClientId(senderId: string, clientId: string, tx: Db = db): Promise<MessageRow | undefined> {
      return (await queryRows<MessageRow>(tx, sql`${SELECT} WHERE m.sender_id = ${senderId} AND m.client_id = ${clientId}`))[0];
    },

    /**
     * Stores a message unless its sender already stored one under the same client id (then undefined): the unique
     * index decides, so two racing copies of one message leave one row.
     */
    async insert(tx: Db, m: NewMessage): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number | string }>(
        tx,
        sql`INSERT INTO messages (conversation_id, sender_id, client_id, kind, body, amount, offer_status, image_id)
          VALUES (${m.conversationId}, ${m.senderId}, ${m.clientId}, ${m.kind}, ${m.body}, ${m.amount},
            ${m.kind === 'offer' ? 'pending' : null}, ${m.imageId})
          ON CONFLICT (sender_id, client_id) DO NOTHING RETURNING id`,
      );
      return row ? Number(row.id) : undefined;
    },

    /**
     * Holds, until the transaction ends, both people's sending turn: messages touching one person are committed in
     * id order, so a device catching up "after the last id it saw" never skips one committed late. Taken in a fixed
     * order, so two transactions cannot wait on each other.
     */
    async lockPeople(tx: Db, people: string[]): Promise<void> {
      for (const person of [...people].sort())
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`chat:${person}`}, 0))`);
    },

    /**
     * A page of a thread, oldest first: the latest `limit` (or those before `before`), or, with `after`, the next
     * `limit` after it (a catch-up); one more row is read to tell whether more remain.
     */
    async page(conversationId: number, options: { before?: number; after?: number; limit: number }): Promise<MessageRow[]> {
      const parts: SQL[] = [sql`m.conversation_id = ${conversationId}`];
      if (options.before !== undefined) parts.push(sql`m.id < ${options.before}`);
      if (options.after !== undefined) parts.push(sql`m.id > ${options.after}`);
      const where = sql.join(parts, sql` AND `);
      const order = options.after !== undefined ? sql`m.id ASC` : sql`m.id DESC`;
      const rows = await queryRows<MessageRow>(db, sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${options.limit + 1}`);
      return options.after !== undefined ? rows : rows.reverse();
    },

    /** The person's messages after an id, in every conversation of theirs, id ascending (a live channel's catch-up). */
    async since(person: string, afterId: number, limit: number): Promise<MessageRow[]> {
      return queryRows<MessageRow>(
        db,
        sql`${SELECT} WHERE m.id > ${afterId} AND m.conversation_id IN
            (SELECT c.id FROM conversations c WHERE c.buyer_id = ${person} OR c.seller_id = ${person})
          ORDER BY m.id ASC LIMIT ${limit}`,
      );
    },

    /** Messages the person sent in the last `seconds` (the per-minute limit), counted by the database for every process. */
    async sentSince(senderId: string, seconds: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM messages WHERE sender_id = ${senderId} AND created_at > now() - make_interval(secs => ${seconds})`,
      );
      return row?.n ?? 0;
    },

    /** Answers a pending offer once: a second answer (or a racing one) changes nothing and gets undefined. */
    async answerOffer(conversationId: number, messageId: number, status: 'accepted' | 'declined'): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE messages SET offer_status = ${status}
          WHERE id = ${messageId} AND conversation_id = ${conversationId} AND kind = 'offer' AND offer_status = 'pending' RETURNING id`,
      );
      return rows.length > 0;
    },

    /** An upload of the sender's own that no ad uses: the only photo a message may carry. */
    async isSendableImage(senderId: string, imageId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT id FROM ad_images WHERE id = ${imageId} AND owner_id = ${senderId} AND ad_id IS NULL`,
      );
      return rows.length > 0;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
