import { FREE_PLAN_KEY, type AdStatus, type Category, type Location, type PaymentPlan } from '@mohalla/shared';
import type { CatalogueRepository } from './catalogue.repository.ts';

/** Reference data changes only with a deploy or an admin edit, so it is cached briefly in memory. */
const TTL_MS = 60_000;

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | undefined;
  return () => {
    if (!value || Date.now() - value.at > TTL_MS) {
      const promise = load();
      value = { at: Date.now(), promise };
      // A failed load must not be served from the cache.
      promise.catch(() => {
        value = undefined;
      });
    }
    return value.promise;
  };
}

/** `isFreePlanEnabled`: the Free plan is listed (first, at ₹0) only while the operator offers it (decision 019). */
export function createCatalogueService(repo: CatalogueRepository, { isFreePlanEnabled }: { isFreePlanEnabled: boolean }) {
  return {
    categories: cached(async (): Promise<Category[]> =>
      (await repo.categories()).map((c) => ({ CategoryKey: c.key, CategoryName: c.name, Subcategories: c.subcategories })),
    ),
    locations: cached(async (): Promise<Location[]> =>
      (await repo.locations()).map((l) => ({ LocationId: l.id, LocationName: l.name, City: l.city, State: l.state })),
    ),
    plans: cached(async (): Promise<PaymentPlan[]> =>
      (await repo.plans())
        .filter((p) => isFreePlanEnabled || p.key !== FREE_PLAN_KEY)
        .map((p) => ({
          PlanId: p.id,
          PlanKey: p.key,
          PlanName: p.name,
          Price: p.pricePaise / 100,
          DurationDays: p.durationDays,
          Features: p.features,
        })),
    ),
    statuses: cached(async (): Promise<AdStatus[]> =>
      (await repo.statuses()).map((s) => ({ key: s.key, name: s.name, color: s.color, textColor: s.textColor })),
    ),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
