import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.ts';
import { LIVE_CHANNEL } from './live-channel.ts';

/** The live channel's SQL: NOTIFY, and where a new stream's catch-up starts. */
export function createLiveRepository(db: Db) {
  return {
    async notify(payload: string): Promise<void> {
      await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
    },
    /** The newest message id of all: a stream opened without Last-Event-ID starts after it. */
    async newestMessageId(): Promise<number> {
      const [row] = await queryRows<{ id: string | number | null }>(db, sql`SELECT max(id) AS id FROM messages`);
      return Number(row?.id ?? 0);
    },
  };
}

export type LiveRepository = ReturnType<typeof createLiveRepository>;
