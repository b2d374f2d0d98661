import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { InboxCursor } from './conversation-rules.ts';

/** One conversation as one of its two people sees it: their side's pointers, the other person, the ad, the last message. */
export type ConversationViewRow = {
  id: number;
  ad_id: number;
  is_buyer: boolean;
  other_id: string;
  other_name: string;
  /** The other person deleted their account: their name is shown in the reader's language. */
  other_deleted: boolean;
  other_handle: string | null;
  ad_title: string;
  ad_location_id: string;
  ad_price: string | null;
  ad_price_type: string;
  ad_status: string;
  ad_expires_at: Date | string | null;
  ad_image: Record<string, string> | null;
  last_message_id: number | string | null;
  last_message_at: Date | string;
  last_at_us: string;
  last_kind: 'text' | 'offer' | 'image' | null;
  last_body: string | null;
  last_amount: number | string | null;
  last_from_me: boolean | null;
  last_created_at: Date | string | null;
  my_read_upto: number | string;
  other_read_upto: number | string;
  other_delivered_upto: number | string;
  my_archived_at: Date | string | null;
  i_blocked: boolean;
  blocked_me: boolean;
  unread: number;
};

export type InboxFilter = {
  box: 'all' | 'buying' | 'selling' | 'archived';
  /** A LIKE pattern for the ad's title (already escaped). */
  titlePattern?: string;
  adId?: number;
  after?: InboxCursor;
  limit: number;
};

const mine = (me: string, buyerSide: SQL, sellerSide: SQL) => sql`CASE WHEN c.buyer_id = ${me} THEN ${buyerSide} ELSE ${sellerSide} END`;

/** The columns of ConversationViewRow for the reader `me`, from `conversations c` joined as below. */
const view = (me: string) => sql`
  SELECT c.id, c.ad_id, c.buyer_id = ${me} AS is_buyer, o.id AS other_id, o.display_name AS other_name, o.handle AS other_handle,
    o.deleted_at IS NOT NULL AS other_deleted,
    a.title AS ad_title, a.location_id AS ad_location_id, a.price::text AS ad_price, a.price_type AS ad_price_type, a.status AS ad_status, a.expires_at AS ad_expires_at,
    (SELECT i.variants FROM ad_images i WHERE i.ad_id = a.id ORDER BY i.position LIMIT 1) AS ad_image,
    c.last_message_id, c.last_message_at, (extract(epoch FROM c.last_message_at) * 1000000)::bigint::text AS last_at_us,
    m.kind AS last_kind, m.body AS last_body, m.amount AS last_amount, m.sender_id = ${me} AS last_from_me, m.created_at AS last_created_at,
    ${mine(me, sql`c.buyer_read_upto`, sql`c.seller_read_upto`)} AS my_read_upto,
    ${mine(me, sql`c.seller_read_upto`, sql`c.buyer_read_upto`)} AS other_read_upto,
    ${mine(me, sql`c.seller_delivered_upto`, sql`c.buyer_delivered_upto`)} AS other_delivered_upto,
    ${mine(me, sql`c.buyer_archived_at`, sql`c.seller_archived_at`)} AS my_archived_at,
    EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = ${me} AND b.blocked_id = o.id) AS i_blocked,
    EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = o.id AND b.blocked_id = ${me}) AS blocked_me,
    CASE WHEN c.last_message_id > ${mine(me, sql`c.buyer_read_upto`, sql`c.seller_read_upto`)} THEN
      (SELECT count(*)::int FROM messages u
        WHERE u.conversation_id = c.id AND u.id > ${mine(me, sql`c.buyer_read_upto`, sql`c.seller_read_upto`)} AND u.sender_id <> ${me})
    ELSE 0 END AS unread
  FROM conversations c
  JOIN ads a ON a.id = c.ad_id
  JOIN users o ON o.id = CASE WHEN c.buyer_id = ${me} THEN c.seller_id ELSE c.buyer_id END
  LEFT JOIN messages m ON m.id = c.last_message_id`;

const iBlockedOther = (me: string, other: SQL) =>
  sql`EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = ${me} AND b.blocked_id = ${other})`;

/** One side's threads, latest activity first, from that side's inbox index. */
function inboxBranch(me: string, side: 'buyer' | 'seller', filter: InboxFilter): SQL {
  const person = side === 'buyer' ? sql`c.buyer_id` : sql`c.seller_id`;
  const archived = side === 'buyer' ? sql`c.buyer_archived_at` : sql`c.seller_archived_at`;
  // Someone I blocked leaves my inbox with their threads: they wait under Archived, where Unblock is.
  const iBlocked = iBlockedOther(me, side === 'buyer' ? sql`c.seller_id` : sql`c.buyer_id`);
  const parts = [
    sql`${person} = ${me}`,
    filter.box === 'archived' ? sql`(${archived} IS NOT NULL OR ${iBlocked})` : sql`${archived} IS NULL AND NOT ${iBlocked}`,
  ];
  if (filter.adId !== undefined) parts.push(sql`c.ad_id = ${filter.adId}`);
  if (filter.titlePattern !== undefined)
    parts.push(sql`EXISTS (SELECT 1 FROM ads a WHERE a.id = c.ad_id AND a.title ILIKE ${filter.titlePattern})`);
  if (filter.after) {
    const at = sql`('epoch'::timestamptz + ${filter.after.atMicros}::bigint * interval '1 microsecond')`;
    parts.push(sql`(c.last_message_at, c.id) < (${at}, ${filter.after.id})`);
  }
  return sql`(SELECT c.id FROM conversations c WHERE ${sql.join(parts, sql` AND `)}
    ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC NULLS LAST LIMIT ${filter.limit})`;
}

type Pointers = { readUpTo: number; deliveredUpTo: number };
export type ConversationKeys = {
  id: number;
  adId: number;
  buyerId: string;
  sellerId: string;
  lastMessageId: number;
  buyer: Pointers;
  seller: Pointers;
};
type KeysRow = {
  id: number;
  ad_id: number;
  buyer_id: string;
  seller_id: string;
  last_message_id: string | number | null;
  buyer_read_upto: string | number;
  buyer_delivered_upto: string | number;
  seller_read_upto: string | number;
  seller_delivered_upto: string | number;
};

export function createConversationsRepository(db: Db) {
  return {
    db,
    /** Runs `work` in one transaction, with this repository's statements inside it. */
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx)),

    /** The reader's view of these conversations (only those they are part of). */
    async views(me: string, ids: number[]): Promise<ConversationViewRow[]> {
      if (ids.length === 0) return [];
      return queryRows<ConversationViewRow>(
        db,
        sql`${view(me)} WHERE (c.buyer_id = ${me} OR c.seller_id = ${me}) AND c.id IN ${ids}
          ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC NULLS LAST`,
      );
    },

    /** A page of the person's inbox: each side's index walked for at most `limit` rows, then merged. */
    async inbox(me: string, filter: InboxFilter): Promise<ConversationViewRow[]> {
      const branches = [
        ...(filter.box === 'selling' ? [] : [inboxBranch(me, 'buyer', filter)]),
        ...(filter.box === 'buying' ? [] : [inboxBranch(me, 'seller', filter)]),
      ];
      return queryRows<ConversationViewRow>(
        db,
        sql`${view(me)} WHERE c.id IN (${sql.join(branches, sql` UNION ALL `)})
          ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC NULLS LAST LIMIT ${filter.limit}`,
      );
    },

    /** Who is in these conversations and their pointers, for those `me` is part of (a third person learns nothing). */
    async keysOf(me: string, ids: number[], tx: Db = db): Promise<ConversationKeys[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<KeysRow>(
        tx,
        sql`SELECT id, ad_id, buyer_id, seller_id, last_message_id, buyer_read_upto, buyer_delivered_upto, seller_read_upto,
            seller_delivered_upto
          FROM conversations WHERE id IN ${ids} AND (buyer_id = ${me} OR seller_id = ${me})`,
      );
      return rows.map((r) => ({
        id: r.id,
        adId: r.ad_id,
        buyerId: r.buyer_id,
        sellerId: r.seller_id,
        lastMessageId: Number(r.last_message_id ?? 0),
        buyer: { readUpTo: Number(r.buyer_read_upto), deliveredUpTo: Number(r.buyer_delivered_upto) },
        seller: { readUpTo: Number(r.seller_read_upto), deliveredUpTo: Number(r.seller_delivered_upto) },
      }));
    },

    async findByAdAndBuyer(adId: number, buyerId: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM conversations WHERE ad_id = ${adId} AND buyer_id = ${buyerId}`);
      return row?.id;
    },

    /** The buyer's thread about the ad, made now if there is none (two racing first messages share one). */
    async findOrCreate(tx: Db, adId: number, buyerId: string, sellerId: string): Promise<number> {
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO conversations (ad_id, buyer_id, seller_id) VALUES (${adId}, ${buyerId}, ${sellerId})
          ON CONFLICT (ad_id, buyer_id) DO NOTHING RETURNING id`,
      );
      return made?.id ?? (await this.findByAdAndBuyer(adId, buyerId, tx))!;
    },

    /** What starting a conversation about an ad needs to know of it. */
    async adForMessaging(adId: number): Promise<{ id: number; ownerId: string; status: string; expiresAt: Date | null } | undefined> {
      const [row] = await queryRows<{ id: number; owner_id: string; status: string; expires_at: Date | string | null }>(
        db,
        sql`SELECT id, owner_id, status, expires_at FROM ads WHERE id = ${adId}`,
      );
      return (
        row && {
          id: row.id,
          ownerId: row.owner_id,
          status: row.status,
          expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
        }
      );
    },

    /** Threads the person started in the last `seconds` (the new-conversation limit). */
    async startedSince(buyerId: string, seconds: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM conversations
          WHERE buyer_id = ${buyerId} AND created_at > now() - make_interval(secs => ${seconds})`,
      );
      return row?.n ?? 0;
    },

    /** A new message is the thread's latest; it brings an archived thread back to both inboxes; its sender has read the thread. */
    async recordMessage(tx: Db, id: number, senderIsBuyer: boolean, messageId: number): Promise<void> {
      const read = senderIsBuyer ? sql`buyer_read_upto` : sql`seller_read_upto`;
      const delivered = senderIsBuyer ? sql`buyer_delivered_upto` : sql`seller_delivered_upto`;
      await tx.execute(sql`UPDATE conversations SET
        last_message_id = GREATEST(COALESCE(last_message_id, 0), ${messageId}), last_message_at = GREATEST(last_message_at, now()),
        buyer_archived_at = NULL, seller_archived_at = NULL,
        ${read} = GREATEST(${read}, ${messageId}), ${delivered} = GREATEST(${delivered}, ${messageId})
        WHERE id = ${id}`);
    },

    /**
     * Moves one side's pointers forward, never back, and never past the thread's last message. Answers the
     * pointers after the change, and whether anything moved.
     */
    async movePointers(
      id: number,
      isBuyer: boolean,
      upTo: number,
      read: boolean,
    ): Promise<{ readUpTo: number; deliveredUpTo: number; moved: boolean } | undefined> {
      const r = isBuyer ? sql`buyer_read_upto` : sql`seller_read_upto`;
      const d = isBuyer ? sql`buyer_delivered_upto` : sql`seller_delivered_upto`;
      const target = sql`LEAST(${upTo}::bigint, COALESCE(c.last_message_id, 0))`;
      const [row] = await queryRows<{ read_upto: string | number; delivered_upto: string | number; moved: boolean }>(
        db,
        sql`WITH old AS (SELECT id, ${r} AS r, ${d} AS d FROM conversations WHERE id = ${id} FOR UPDATE)
          UPDATE conversations c SET ${d} = GREATEST(c.${d}, ${target})${read ? sql`, ${r} = GREATEST(c.${r}, ${target})` : sql``}
          FROM old WHERE c.id = old.id
          RETURNING c.${r} AS read_upto, c.${d} AS delivered_upto, (c.${r} <> old.r OR c.${d} <> old.d) AS moved`,
      );
      return row && { readUpTo: Number(row.read_upto), deliveredUpTo: Number(row.delivered_upto), moved: row.moved };
    },

    setArchived: async (id: number, isBuyer: boolean, archived: boolean) => {
      const column = isBuyer ? sql`buyer_archived_at` : sql`seller_archived_at`;
      await db.execute(sql`UPDATE conversations SET ${column} = ${archived ? sql`now()` : sql`NULL`} WHERE id = ${id}`);
    },

    /** Threads with unread messages and those messages, across the person's conversations (not from people they blocked). */
    async unread(me: string): Promise<{ conversations: number; messages: number }> {
      const side = (person: SQL, readUpto: SQL) => sql`
        SELECT (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.id > ${readUpto} AND m.sender_id <> ${me}) AS n
        FROM conversations c WHERE ${person} = ${me} AND c.last_message_id > ${readUpto}
          AND NOT ${iBlockedOther(me, sql`CASE WHEN c.buyer_id = ${me} THEN c.seller_id ELSE c.buyer_id END`)}`;
      const [row] = await queryRows<{ conversations: number; messages: number }>(
        db,
        sql`SELECT count(*) FILTER (WHERE n > 0)::int AS conversations, COALESCE(sum(n), 0)::int AS messages FROM (
          ${side(sql`c.buyer_id`, sql`c.buyer_read_upto`)} UNION ALL ${side(sql`c.seller_id`, sql`c.seller_read_upto`)}) s`,
      );
      return row ?? { conversations: 0, messages: 0 };
    },

    /** The threads between two people, whoever is the buyer (a block changes all of them). */
    async between(a: string, b: string): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM conversations WHERE (buyer_id = ${a} AND seller_id = ${b}) OR (buyer_id = ${b} AND seller_id = ${a})`,
      );
      return rows.map((r) => r.id);
    },

    /** Every thread about an ad, with its two people (the ad was removed or sold: both hear it). */
    async ofAd(adId: number): Promise<Array<{ id: number; buyerId: string; sellerId: string }>> {
      const rows = await queryRows<{ id: number; buyer_id: string; seller_id: string }>(
        db,
        sql`SELECT id, buyer_id, seller_id FROM conversations WHERE ad_id = ${adId}`,
      );
      return rows.map((r) => ({ id: r.id, buyerId: r.buyer_id, sellerId: r.seller_id }));
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
