import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adStatuses, categories, locations, paymentPlans } from '../../db/schema.ts';

export function createCatalogueRepository(db: Db) {
  return {
    categories: () => db.select().from(categories).orderBy(asc(categories.position)),
    locations: () => db.select().from(locations).orderBy(asc(locations.name)),
    plans: () => db.select().from(paymentPlans).orderBy(asc(paymentPlans.pricePaise)),
    statuses: () => db.select().from(adStatuses),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
