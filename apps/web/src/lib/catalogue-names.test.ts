import { describe, expect, it } from 'vitest';
import {
  AD_STATUSES,
  CATEGORIES,
  DEFAULT_PLANS,
  freePlanFeatures,
  LOCATIONS,
  PREMIUM_PERKS,
  PRESET_AMENITIES,
  PRESET_FEATURES,
} from '@mohalla/shared';
import enDetails from '@/locales/en/catalogue-details.json';
import en from '@/locales/en/catalogue.json';
import hiDetails from '@/locales/hi/catalogue-details.json';
import hi from '@/locales/hi/catalogue.json';
import teDetails from '@/locales/te/catalogue-details.json';
import te from '@/locales/te/catalogue.json';
import { addMessages, translate, type TranslateOptions } from './i18n';
import { catalogueDetailNames } from './catalogue-detail-names';
import { catalogueNames, catalogueSlug, type CatalogueT } from './catalogue-names';

// Each language's files under namespaces of their own, so the tests need not switch the app's language.
const files = { en: { ...en, ...enDetails }, te: { ...te, ...teDetails }, hi: { ...hi, ...hiDetails } };
for (const [lng, messages] of Object.entries(files)) addMessages(`catalogue-test-${lng}`, { en: messages });
const both = (t: CatalogueT) => ({ ...catalogueNames(t), ...catalogueDetailNames(t) });
type CatalogueNames = ReturnType<typeof both>;
const namesIn = (lng: 'en' | 'te' | 'hi') => both((key, options?: TranslateOptions) => translate(`catalogue-test-${lng}`, key, options));

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));

/** Every English name the shared catalogue holds, with the helper that shows it. */
function everyName(names: CatalogueNames): Array<[string, string]> {
  const freeTerms = [1, 2].flatMap((maxLive) => freePlanFeatures({ durationDays: 15, maxLive, maxPer30Days: 4 }));
  return [
    ...CATEGORIES.flatMap((c): Array<[string, string]> => [
      [c.name, names.category(c.id, c.name)],
      [c.name, names.category(c.name)],
      [c.description, names.categoryDescription(c.id, c.description)],
      ...c.subcategories.map((s): [string, string] => [s, names.subcategory(s)]),
    ]),
    ...LOCATIONS.flatMap((l): Array<[string, string]> => [
      [l.name, names.location(l.id, l.name)],
      [l.name, names.location(l.name)],
      [l.city, names.city(l.city)],
      [l.state, names.state(l.state)],
    ]),
    ...PRESET_FEATURES.map((f): [string, string] => [f, names.feature(f)]),
    ...PRESET_AMENITIES.map((a): [string, string] => [a, names.amenity(a)]),
    ...AD_STATUSES.map((s): [string, string] => [s.name, names.status(s.key, s.name)]),
    ...DEFAULT_PLANS.flatMap((p): Array<[string, string]> => [
      [p.name, names.plan(p.key, p.name)],
      [p.name, names.plan(p.name)],
      ...p.features.map((f): [string, string] => [f, names.planFeature(f)]),
    ]),
    ...freeTerms.map((f): [string, string] => [f, names.planFeature(f)]),
    ...PREMIUM_PERKS.map((p): [string, string] => [p, names.perk(p)]),
  ];
}

describe('catalogueNames', () => {
  it('shows every shared name exactly as today in English', () => {
    for (const [english, shown] of everyName(namesIn('en'))) expect(shown).toBe(english);
  });

  it('finds every shared name in the Telugu and Hindi catalogues', () => {
    const missing: string[] = [];
    const strict = both((key, options) => {
      const text = translate('catalogue-test-en', key, options);
      if (text === key) missing.push(key);
      return text;
    });
    everyName(strict);
    expect(missing).toEqual([]);
  });

  it('has the same keys in all three languages', () => {
    expect(keysOf(files.te).sort()).toEqual(keysOf(files.en).sort());
    expect(keysOf(files.hi).sort()).toEqual(keysOf(files.en).sort());
  });

  it('names things in the reader’s language, keeping PG and numbers as written', () => {
    const telugu = namesIn('te');
    expect(telugu.category('real-estate', 'Real Estate')).toBe('రియల్ ఎస్టేట్');
    expect(telugu.subcategory('Houses')).toBe('ఇళ్ళు');
    expect(telugu.subcategory('PG')).toBe('PG');
    expect(telugu.location('dammaiguda', 'Dammaiguda')).toBe('దమ్మాయిగూడ');
    expect(telugu.location('ECIL')).toBe('ECIL');
    expect(telugu.plan('Premium Plan')).toBe('ప్రీమియం ప్లాన్');
    expect(telugu.planFeature('Listed for 45 days')).toBe('45 రోజులు లిస్ట్‌లో ఉంటుంది');
    const hindi = namesIn('hi');
    expect(hindi.feature('Parking')).toBe('पार्किंग');
    expect(hindi.planFeature('Up to 2 free ads live at a time, 4 per 30 days')).toBe('एक समय में 2 फ़्री विज्ञापन तक, 30 दिनों में 4');
  });

  it('shows a name no catalogue knows as the API sent it', () => {
    const telugu = namesIn('te');
    expect(telugu.category('pets', 'Pets')).toBe('Pets');
    expect(telugu.subcategory('Goats & Sheep')).toBe('Goats & Sheep');
    expect(telugu.location('kapra', 'Kapra')).toBe('Kapra');
    expect(telugu.status('archived', 'Archived')).toBe('Archived');
    expect(telugu.plan('gold', 'Gold Plan')).toBe('Gold Plan');
    expect(telugu.planFeature('Free tea')).toBe('Free tea');
    expect(telugu.subcategory('')).toBe('');
  });

  it('slugs English names into keys', () => {
    expect(catalogueSlug('TV & Audio')).toBe('tv-audio');
    expect(catalogueSlug('+25% visibility')).toBe('25-visibility');
    expect(catalogueSlug('Full-time')).toBe('full-time');
  });
});
