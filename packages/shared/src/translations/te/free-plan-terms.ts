import { FREE_PLAN_WINDOW_DAYS, type FreePlanTerms } from '../../free-plan-terms.ts';
import { LIMITS } from '../../limits.ts';
import type { Localised } from '../../localised.ts';

const freeAds = (n: number) => (n === 1 ? '1 ఉచిత ప్రకటన' : `${n} ఉచిత ప్రకటనలు`);

export const TE_FREE_PLAN_TERMS: Localised<FreePlanTerms> = {
  freeAds,
  features: (limits) => [
    `${limits.durationDays} రోజులు జాబితాలో ఉంటుంది`,
    `గరిష్ఠంగా ${LIMITS.imagesPerAd} ఫోటోలు`,
    `ఒకేసారి గరిష్ఠంగా ${freeAds(limits.maxLive)} లైవ్‌లో, ${FREE_PLAN_WINDOW_DAYS} రోజుల్లో ${limits.maxPer30Days}`,
    'బ్యాడ్జ్ లేదా జాబితాల్లో ప్రాధాన్యం ఉండదు',
  ],
};
