import type { CategoryKey, LocationId } from '@mohalla/shared';

/** How generated ads are spread (bench:generate and the relevance tests' 100,000 ads): one table, so the two agree. */
export const CATEGORY_WEIGHTS: [CategoryKey, number][] = [
  ['real-estate', 22],
  ['electronics', 22],
  ['vehicles', 18],
  ['jobs', 14],
  ['services', 12],
  ['education', 12],
];
export const LOCATION_WEIGHTS: [LocationId, number][] = [
  ['ecil', 40],
  ['nagaram', 30],
  ['dammaiguda', 30],
];
export const STATUS_WEIGHTS = [
  ['active', 85],
  ['expired', 6],
  ['sold', 4],
  ['draft', 3],
  ['removed', 2],
] as const;
/** Days each paid plan lists an ad for (Basic, Premium, Featured). */
export const PLAN_DAYS: Record<number, number> = { 1: 30, 2: 45, 3: 90 };
