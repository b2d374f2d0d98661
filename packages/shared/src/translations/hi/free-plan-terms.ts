import { FREE_PLAN_WINDOW_DAYS, type FreePlanTerms } from '../../free-plan-terms.ts';
import { LIMITS } from '../../limits.ts';
import type { Localised } from '../../localised.ts';

const freeAds = (n: number) => `${n} मुफ़्त विज्ञापन`;

export const HI_FREE_PLAN_TERMS: Localised<FreePlanTerms> = {
  freeAds,
  features: (limits) => [
    `${limits.durationDays} दिनों तक लिस्ट में`,
    `ज़्यादा से ज़्यादा ${LIMITS.imagesPerAd} फ़ोटो`,
    `एक समय में ज़्यादा से ज़्यादा ${freeAds(limits.maxLive)} चालू, ${FREE_PLAN_WINDOW_DAYS} दिनों में ${limits.maxPer30Days}`,
    'सूचियों में कोई बैज या प्राथमिकता नहीं',
  ],
};
