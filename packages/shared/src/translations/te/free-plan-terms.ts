import { FREE_PLAN_WINDOW_DAYS, type FreePlanTerms } from '../../free-plan-terms.ts';
import { LIMITS } from '../../limits.ts';
import type { Localised } from '../../localised.ts';

const freeAds = (n: number) => (n === 1 ? '1 ఫ్రీ యాడ్' : `${n} ఫ్రీ యాడ్స్`);

// The same words as the web's catalogue-details.json (planFeatures.*), which names the paid plans' terms.
export const TE_FREE_PLAN_TERMS: Localised<FreePlanTerms> = {
  freeAds,
  features: (limits) => [
    `${limits.durationDays} రోజులు లిస్ట్‌లో ఉంటుంది`,
    `${LIMITS.imagesPerAd} ఫోటోల వరకు`,
    `ఒకేసారి ${freeAds(limits.maxLive)} వరకు, ${FREE_PLAN_WINDOW_DAYS} రోజుల్లో ${limits.maxPer30Days}`,
    'లిస్టుల్లో బ్యాడ్జ్ గానీ ప్రాధాన్యం గానీ ఉండదు',
  ],
};
