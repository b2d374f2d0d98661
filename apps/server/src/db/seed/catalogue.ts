import { AD_STATUSES, CATEGORIES, DEFAULT_PLANS, LOCATIONS } from '@mohalla/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { adStatuses, categories, locations, paymentPlans } from '../schema.ts';

/** Reference data every install needs; idempotent, so it runs at every start. */
export async function seedCatalogue(db: Db): Promise<void> {
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
          isPremium: p.key !== 'basic',
          isFeatured: p.key === 'featured',
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(adStatuses)
      .values(AD_STATUSES.map((s) => ({ key: s.key, name: s.name, color: s.color, textColor: s.textColor })))
      .onConflictDoUpdate({
        target: adStatuses.key,
        set: { name: sql`excluded.name`, color: sql`excluded.color`, textColor: sql`excluded.text_color` },
      });
  });
}
