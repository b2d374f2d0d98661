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
    async create(values: typeof users.$inferInsert): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning();
      return user!;
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
