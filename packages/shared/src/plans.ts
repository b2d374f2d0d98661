import { FREE_PLAN_DEFAULTS, FREE_PLAN_ID, FREE_PLAN_KEY, freePlanFeatures } from './free-plan-terms.ts';

/**
 * Default plans seeded on first start, at the prices the FAQ quotes, and the Free plan (decision 019), whose run
 * and terms follow the FREE_PLAN_* settings at every start. Prices here are whole rupees.
 */
export const DEFAULT_PLANS = [
  {
    id: 1,
    key: 'basic',
    name: 'Basic Plan',
    price: 500,
    durationDays: 30,
    features: ['Listed for 30 days', 'Up to 10 photos', 'Contact details shown to signed-in buyers'],
    isPremium: false,
    isFeatured: false,
  },
  {
    id: 2,
    key: 'premium',
    name: 'Premium Plan',
    price: 1500,
    durationDays: 45,
    features: ['Listed for 45 days', 'Premium badge', 'Shown above basic ads', '+25% visibility'],
    isPremium: true,
    isFeatured: false,
  },
  {
    id: 3,
    key: 'featured',
    name: 'Featured Plan',
    price: 3000,
    durationDays: 90,
    features: ['Listed for 90 days', 'Featured on the home page', 'Top of search results', 'Premium badge'],
    isPremium: true,
    isFeatured: true,
  },
  {
    id: FREE_PLAN_ID,
    key: FREE_PLAN_KEY,
    name: 'Free Plan',
    price: 0,
    durationDays: FREE_PLAN_DEFAULTS.durationDays,
    features: freePlanFeatures(FREE_PLAN_DEFAULTS),
    isPremium: false,
    isFeatured: false,
  },
] as const;

export type PlanKey = (typeof DEFAULT_PLANS)[number]['key'];

export const PREMIUM_PERKS = ['Enhanced Visibility', 'Priority Listing', 'Premium Badge', 'Advanced Analytics'] as const;
