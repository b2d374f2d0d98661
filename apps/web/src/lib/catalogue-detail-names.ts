import { useMemo } from 'react';
import { DEFAULT_PLANS } from '@mohalla/shared';
import { loadMessages, useTranslation, type TranslateOptions } from '@/lib/i18n';
import { catalogueText, type CatalogueT } from './catalogue-names';

// Asked for by whatever imports this module (an ad's page, posting, the dashboard, payments); their routes wait for it.
void loadMessages('catalogue-details');

// The Free plan's terms carry the operator's numbers (free-plan-terms.ts), so they are matched, not looked up.
const PLAN_FEATURE_PATTERNS: Array<[RegExp, string, (m: RegExpExecArray) => TranslateOptions]> = [
  [/^Listed for (\d+) days$/, 'listed-for', (m) => ({ days: m[1] })],
  [/^Up to (\d+) photos$/, 'up-to-photos', (m) => ({ photos: m[1] })],
  [
    /^Up to (\d+) free ads? live at a time, (\d+) per (\d+) days$/,
    'free-ads-limit',
    (m) => ({ count: Number(m[1]), perWindow: m[2], days: m[3] }),
  ],
];

/**
 * The names an ad's details, the plans and the dashboard show (features, amenities, statuses, plans and their
 * terms) in the reader's language, from locales/<lang>/catalogue-details.json; English names as the API sent them.
 */
export function catalogueDetailNames(t: CatalogueT) {
  const { pick, bySlug } = catalogueText(t);
  return {
    feature: bySlug('features'),
    amenity: bySlug('amenities'),
    perk: bySlug('perks'),
    status: (key: string, english: string) => pick(`statuses.${key}`, english),
    /** By plan key (PlanKey) or the plan's English name (payments and dashboards carry only the name). */
    plan: (keyOrName: string, english = keyOrName) =>
      pick(`plans.${DEFAULT_PLANS.find((p) => p.key === keyOrName || p.name === keyOrName)?.key ?? keyOrName}`, english),
    planFeature: (english: string) => {
      for (const [pattern, key, options] of PLAN_FEATURE_PATTERNS) {
        const match = pattern.exec(english);
        if (match) return pick(`planFeatures.${key}`, english, options(match));
      }
      return bySlug('planFeatures')(english);
    },
  };
}

export type CatalogueDetailNames = ReturnType<typeof catalogueDetailNames>;

/** `const names = useCatalogueDetailNames(); names.plan(ad.planName)`. */
export function useCatalogueDetailNames(): CatalogueDetailNames {
  const { t } = useTranslation('catalogue-details');
  return useMemo(() => catalogueDetailNames(t), [t]);
}
