import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** Which sellers' numbers each signed-in person saw on which Hyderabad day (decision 027). */
export function createContactRevealsRepository(db: Db) {
  return {
    /**
     * Records that `viewerId` sees `sellerId`'s numbers on `day`, unless that would make more than `perDay`
     * different sellers; answers whether they may see them (a seller already seen that day always may). The
     * viewer's reveals take turns on an advisory lock, so two tabs opened at once cannot both pass the limit.
     */
    async reveal(viewerId: string, sellerId: string, day: string, perDay: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`contact-reveals:${viewerId}`}))`);
        const [row] = await queryRows<{ seen: boolean; n: number }>(
          tx,
          sql`SELECT bool_or(seller_id = ${sellerId}) IS TRUE AS seen, count(*)::int AS n
            FROM contact_reveals WHERE viewer_id = ${viewerId} AND day = ${day}`,
        );
        if (row?.seen) return true;
        if ((row?.n ?? 0) >= perDay) return false;
        await tx.execute(sql`INSERT INTO contact_reveals (viewer_id, seller_id, day) VALUES (${viewerId}, ${sellerId}, ${day})
          ON CONFLICT DO NOTHING`);
        return true;
      });
    },
  };
}

export type ContactRevealsRepository = ReturnType<typeof createContactRevealsRepository>;
