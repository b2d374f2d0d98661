import { randomBytes } from 'node:crypto';
import { handleFromName } from '@mohalla/shared';
import { eq, sql } from 'drizzle-orm';
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
    /** Public profiles are looked up by email or display name (spec: /user/{username}). */
    async findByUsername(username: string): Promise<User | undefined> {
      const needle = username.trim();
      const [user] = await db
        .select()
        .from(users)
        .where(sql`${users.email} = lower(${needle}) OR lower(${users.displayName}) = lower(${needle})`)
        .orderBy(users.createdAt)
        .limit(1);
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
