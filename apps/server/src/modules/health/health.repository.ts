import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createHealthRepository(db: Db) {
  return {
    /** The cheapest statement that proves the database answers. */
    ping: async (): Promise<void> => {
      await db.execute(sql`SELECT 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
