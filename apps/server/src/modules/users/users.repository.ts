import { randomBytes } from 'node:crypto';
import { handleFromName } from '@mohalla/shared';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, users } from '../../db/schema.ts';

export type User = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user;
    },
    async findByGoogleSub(sub: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.googleSub, sub));
      return user;
    },
    /** A public profile: by handle only, never by email or name. */
    async findByHandle(handle: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.handle, handle));
      return user;
    },
    /** The handles of people with this display name (any case), at most two: enough to tell one from many. */
    async handlesForName(name: string): Promise<string[]> {
      const rows = await db
        .select({ handle: users.handle })
        .from(users)
        .where(and(sql`lower(${users.displayName}) = lower(${name.trim()})`, isNull(users.deletedAt)))
        .limit(2);
      return rows.map((r) => r.handle);
    },
    /**
     * Gives the person a new handle unless they changed it after `lastAllowed` (checked in the statement, so two
     * simultaneous changes cannot both pass); undefined when too soon. A taken handle fails on the unique index.
     */
    async changeHandle(id: string, handle: string, lastAllowed: Date): Promise<User | undefined> {
      const [user] = await db
        .update(users)
        .set({ handle, handleChangedAt: new Date() })
        .where(and(eq(users.id, id), or(isNull(users.handleChangedAt), lte(users.handleChangedAt, lastAllowed))))
        .returning();
      return user;
    },
    /** A new person gets the handle their name suggests, or that handle with a random ending when it is taken. */
    async create(values: Omit<typeof users.$inferInsert, 'handle'>): Promise<User> {
      const suggested = handleFromName(values.displayName);
      for (let attempt = 0; attempt < 8; attempt++) {
        const handle = attempt === 0 ? suggested : `${suggested}-${randomBytes(3).toString('hex')}`;
        const [user] = await db
          .insert(users)
          .values({ ...values, email: values.email.toLowerCase(), handle })
          .onConflictDoNothing({ target: users.handle })
          .returning();
        if (user) return user;
      }
      throw new Error(`No free handle for ${suggested}`);
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
      const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return user!;
    },
    /** The contact name on a user's ads follows a rename (spec PUT /ads/update-owner-info). */
    async renameOnAds(ownerId: string, name: string): Promise<number> {
      const rows = await db
        .update(ads)
        .set({ contactName: name, updatedAt: new Date() })
        .where(eq(ads.ownerId, ownerId))
        .returning({ id: ads.id });
      return rows.length;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
