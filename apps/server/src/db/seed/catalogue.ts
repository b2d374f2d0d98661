import {
  AD_STATUSES,
  CATEGORIES,
  DEFAULT_PLANS,
  FREE_PLAN_DEFAULTS,
  FREE_PLAN_KEY,
  freePlanFeatures,
  LOCATIONS,
  type FreePlanLimits,
} from '@mohalla/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adStatuses, categories, locations, paymentPlans } from '../schema.ts';
import { seedSafePlaces } from './safe-places.ts';

/**
 * Reference data every install needs; idempotent, so it runs at every start. The paid plans are written once (an
 * operator may change them in the database); the Free plan's run and terms follow `freePlan`, the settings in force.
 */
export async function seedCatalogue(db: Db, freePlan: FreePlanLimits = FREE_PLAN_DEFAULTS): Promise<void> {
  const free = {
    durationDays: freePlan.durationDays,
    features: freePlanFeatures(freePlan),
    pricePaise: 0,
    isPremium: false,
    isFeatured: false,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(categories)
      .values(CATEGORIES.map((c, i) => ({ key: c.id, name: c.name, subcategories: [...c.subcategories], position: i })))
      .onConflictDoNothing();
    await tx
      .insert(locations)
      .values(LOCATIONS.map((l) => ({ id: l.id, name: l.name, city: l.city, state: l.state })))
      .onConflictDoNothing();
    await tx
      .insert(paymentPlans)
      .values(
        DEFAULT_PLANS.map((p) => ({
          id: p.id,
          key: p.key,
          name: p.name,
          pricePaise: p.price * 100,
          durationDays: p.durationDays,
          features: [...p.features],
          isPremium: p.isPremium,
          isFeatured: p.isFeatured,
          ...(p.key === FREE_PLAN_KEY ? free : {}),
        })),
      )
      .onConflictDoNothing();
    await tx.update(paymentPlans).set(free).where(eq(paymentPlans.key, FREE_PLAN_KEY));
    await tx
      .insert(adStatuses)
      .values(AD_STATUSES.map((s) => ({ key: s.key, name: s.name, color: s.color, textColor: s.textColor })))
      .onConflictDoUpdate({
        target: adStatuses.key,
        set: { name: sql`excluded.name`, color: sql`excluded.color`, textColor: sql`excluded.text_color` },
      });
    await seedSafePlaces(tx);
  });
}
