import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  adImages,
  ads,
  conversations,
  favorites,
  messages,
  paymentPlans,
  paymentRefunds,
  payments,
  reports,
  users,
} from '../../db/schema.ts';

const other = alias(users, 'other_person');
const photo = alias(adImages, 'message_photo');

/** Reads for "Download my data": every row the person made or took part in, and nothing of anyone else but a name. */
export function createPersonalDataRepository(db: Db) {
  return {
    async ads(userId: string) {
      const rows = await db
        .select({ ad: ads, plan: paymentPlans.name })
        .from(ads)
        .leftJoin(paymentPlans, eq(paymentPlans.id, ads.planId))
        .where(eq(ads.ownerId, userId))
        .orderBy(asc(ads.id));
      const ids = rows.map((r) => r.ad.id);
      const images = ids.length
        ? await db.select().from(adImages).where(inArray(adImages.adId, ids)).orderBy(asc(adImages.adId), asc(adImages.position))
        : [];
      return { rows, images };
    },

    favourites: (userId: string) =>
      db
        .select({ adId: favorites.adId, title: ads.title, savedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(ads, eq(ads.id, favorites.adId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt)),

    /** The person's threads with the other side's public name only, and every message in them. */
    async conversations(userId: string) {
      const threads = await db
        .select({
          id: conversations.id,
          adId: conversations.adId,
          adTitle: ads.title,
          buyerId: conversations.buyerId,
          otherName: other.displayName,
          startedAt: conversations.createdAt,
        })
        .from(conversations)
        .innerJoin(ads, eq(ads.id, conversations.adId))
        .innerJoin(
          other,
          sql`${other.id} = CASE WHEN ${conversations.buyerId} = ${userId} THEN ${conversations.sellerId} ELSE ${conversations.buyerId} END`,
        )
        .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
        .orderBy(asc(conversations.id));
      const ids = threads.map((t) => t.id);
      const said = ids.length
        ? await db
            .select({ message: messages, photo: photo.variants })
            .from(messages)
            .leftJoin(photo, eq(photo.id, messages.imageId))
            .where(inArray(messages.conversationId, ids))
            .orderBy(asc(messages.id))
        : [];
      return { threads, messages: said };
    },

    payments: (userId: string) =>
      db
        .select({ payment: payments, plan: paymentPlans.name, refund: paymentRefunds })
        .from(payments)
        .innerJoin(paymentPlans, eq(paymentPlans.id, payments.planId))
        .leftJoin(paymentRefunds, eq(paymentRefunds.merchantOrderId, payments.merchantOrderId))
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.createdAt)),

    reportsFiled: (userId: string) => db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.id)),
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
