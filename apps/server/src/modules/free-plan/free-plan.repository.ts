import { FREE_PLAN_KEY, FREE_PLAN_WINDOW_DAYS } from '@mohalla/shared';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { freePublications, paymentPlans } from '../../db/schema.ts';
import type { FreeUsage } from './free-plan-rules.ts';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The Free plan's statements: a person's free ads and publications, and publishing one. */
export function createFreePlanRepository(db: Db) {
  return {
    db,

    /** The Free plan's row of the catalogue, if it is there. */
    async plan(): Promise<{ id: number; name: string } | undefined> {
      const [plan] = await db
        .select({ id: paymentPlans.id, name: paymentPlans.name })
        .from(paymentPlans)
        .where(eq(paymentPlans.key, FREE_PLAN_KEY));
      return plan;
    },

    /**
     * Holds the person's row until the transaction ends: every free publication of one person runs after the one
     * before it has committed, so simultaneous requests each count the others (PostgreSQL and PGlite alike).
     */
    async lockPerson(tx: Db, userId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
      return rows.length > 0;
    },

    /** The person's live free ads (when each ends) and free publications of the last 30 days, deleted ads' included. */
    async usage(exec: Db, userId: string, planId: number): Promise<FreeUsage> {
      const live = await queryRows<{ expires_at: Date | string }>(
        exec,
        sql`
        SELECT expires_at FROM ads
        WHERE owner_id = ${userId} AND plan_id = ${planId} AND status = 'active' AND expires_at > now()
        ORDER BY expires_at`,
      );
      const published = await queryRows<{ published_at: Date | string }>(
        exec,
        sql`
        SELECT published_at FROM free_publications
        WHERE user_id = ${userId} AND published_at > now() - make_interval(days => ${FREE_PLAN_WINDOW_DAYS})
        ORDER BY published_at`,
      );
      return { liveEnds: live.map((r) => toDate(r.expires_at)), publishedAt: published.map((r) => toDate(r.published_at)) };
    },

    /** The owner's ad as far as publishing is concerned; someone else's or a removed one is not found. */
    async findOwned(exec: Db, adId: number, ownerId: string) {
      const [ad] = await queryRows<{ id: number; status: string; expires_at: Date | string | null }>(
        exec,
        sql`SELECT id, status, expires_at FROM ads WHERE id = ${adId} AND owner_id = ${ownerId} AND status <> 'removed'`,
      );
      return ad ? { id: ad.id, status: ad.status, expiresAt: ad.expires_at === null ? null : toDate(ad.expires_at) } : undefined;
    },

    /**
     * A draft or expired ad goes live on the Free plan from now for `days`, without badge or priority, and the
     * publication is recorded; null when the ad is not the owner's or not publishable (live, sold, removed).
     */
    async publish(tx: Db, values: { adId: number; ownerId: string; planId: number; days: number }): Promise<Date | null> {
      const [ad] = await queryRows<{ expires_at: Date | string }>(
        tx,
        sql`
        UPDATE ads SET
          status = 'active',
          plan_id = ${values.planId},
          is_premium = false,
          is_featured = false,
          published_at = now(),
          expires_at = now() + make_interval(days => ${values.days}),
          expiry_reminded_at = NULL,
          updated_at = now()
        WHERE id = ${values.adId} AND owner_id = ${values.ownerId}
          AND (status IN ('draft', 'expired') OR (status = 'active' AND expires_at <= now()))
        RETURNING expires_at`,
      );
      if (!ad) return null;
      const expiresAt = toDate(ad.expires_at);
      await tx.insert(freePublications).values({ userId: values.ownerId, adId: values.adId, expiresAt });
      return expiresAt;
    },
  };
}

export type FreePlanRepository = ReturnType<typeof createFreePlanRepository>;
