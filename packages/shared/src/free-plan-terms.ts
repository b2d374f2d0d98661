import { LIMITS } from './limits.ts';
import { inEachLanguage } from './localised.ts';
import { HI_FREE_PLAN_TERMS } from './translations/hi/free-plan-terms.ts';
import { TE_FREE_PLAN_TERMS } from './translations/te/free-plan-terms.ts';

// Without zod, apart from free-plan.ts: the plan catalogue (plans.ts) reaches the ad page, where no schema may ride along.
/** The Free plan's row in the plan catalogue (payment_plans): price 0, no badge, published without a payment. */
export const FREE_PLAN_ID = 4;
export const FREE_PLAN_KEY = 'free';
/** Free ads counted per person over this many days (the window is part of the setting's name). */
export const FREE_PLAN_WINDOW_DAYS = 30;

/** How long a free ad runs and how many a person may have; the operator's settings (FREE_PLAN_*), these by default. */
export type FreePlanLimits = { durationDays: number; maxLive: number; maxPer30Days: number };
export const FREE_PLAN_DEFAULTS: FreePlanLimits = { durationDays: 15, maxLive: 2, maxPer30Days: 4 };

/** "1 free ad", "2 free ads". */
export const freeAdsText = (n: number) => (n === 1 ? '1 free ad' : `${n} free ads`);

/** The Free plan's terms as the catalogue lists them, from the settings in force. */
export const freePlanFeatures = (limits: FreePlanLimits): string[] => [
  `Listed for ${limits.durationDays} days`,
  `Up to ${LIMITS.imagesPerAd} photos`,
  `Up to ${freeAdsText(limits.maxLive)} live at a time, ${limits.maxPer30Days} per ${FREE_PLAN_WINDOW_DAYS} days`,
  'No badge or priority in lists',
];

const FREE_PLAN_TERMS_EN = { freeAds: freeAdsText, features: freePlanFeatures };
export type FreePlanTerms = typeof FREE_PLAN_TERMS_EN;
/** The Free plan's terms in the reader's language. */
export const freePlanTerms = inEachLanguage<FreePlanTerms>({ en: FREE_PLAN_TERMS_EN, te: TE_FREE_PLAN_TERMS, hi: HI_FREE_PLAN_TERMS });
