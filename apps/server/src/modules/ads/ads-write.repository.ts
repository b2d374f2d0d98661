import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';

export type AdValues = Omit<typeof ads.$inferInsert, 'id' | 'ownerId' | 'createdAt' | 'search'>;
export type AdRecord = typeof ads.$inferSelect;

/** Writes to ads; every statement is scoped by owner so another user's id matches nothing. */
export function createAdsWriteRepository(db: Db) {
  return {
    db,
    async findOwned(id: number, ownerId: string): Promise<AdRecord | undefined> {
      const [ad] = await db
        .select()
        .from(ads)
        .where(and(eq(ads.id, id), eq(ads.ownerId, ownerId), ne(ads.status, 'removed')));
      return ad;
    },
    async insert(tx: Db, ownerId: string, values: AdValues): Promise<number> {
      const [row] = await tx
        .insert(ads)
        .values({ ...values, ownerId })
        .returning({ id: ads.id });
      return row!.id;
    },
    async update(tx: Db, id: number, ownerId: string, values: Partial<AdValues>): Promise<boolean> {
      const rows = await tx
        .update(ads)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(ads.id, id), eq(ads.ownerId, ownerId), ne(ads.status, 'removed')))
        .returning({ id: ads.id });
      return rows.length > 0;
    },
    async setStatus(tx: Db, id: number, ownerId: string, status: string, onlyFrom?: string): Promise<boolean> {
      const conditions = [eq(ads.id, id), eq(ads.ownerId, ownerId), ne(ads.status, 'removed')];
      if (onlyFrom) conditions.push(eq(ads.status, onlyFrom));
      const rows = await tx
        .update(ads)
        .set({ status, updatedAt: new Date() })
        .where(and(...conditions))
        .returning({ id: ads.id });
      return rows.length > 0;
    },
  };
}

export type AdsWriteRepository = ReturnType<typeof createAdsWriteRepository>;
