import { useMemo } from 'react';
import { findCategory, findLocation } from '@mohalla/shared';
import { useTranslation, type TranslateOptions } from '@/lib/i18n';

/**
 * The catalogue's names that lists show (categories, subcategories, places) in the reader's language, from
 * locales/<lang>/catalogue.json; features, statuses and plans are in catalogue-detail-names.ts, which the pages that
 * show them load. The API keeps sending and receiving the English names and keys; only what is shown changes. A
 * name no catalogue knows yet (an operator's new subcategory), and every name on an English page (which does not
 * load the catalogue: locales/en/first.ts), shows as the API sent it.
 */
export type CatalogueT = (key: string, options?: TranslateOptions) => string;

/** "TV & Audio" -> "tv-audio", "+25% visibility" -> "25-visibility": the catalogue's key for an English name. */
export const catalogueSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A catalogue text, or the English name when the catalogue has none (i18n answers an unknown key with the key). */
export function catalogueText(t: CatalogueT) {
  const pick = (key: string, english: string, options?: TranslateOptions) => {
    const text = t(key, options);
    return text === key ? english : text;
  };
  const bySlug = (group: string) => (english: string) => (english ? pick(`${group}.${catalogueSlug(english)}`, english) : english);
  return { pick, bySlug };
}

export function catalogueNames(t: CatalogueT) {
  const { pick, bySlug } = catalogueText(t);
  return {
    /** By key or English name (ads carry both); `english` is what the API sent, shown for an unknown category. */
    category: (keyOrName: string, english = keyOrName) => pick(`categories.${findCategory(keyOrName)?.id ?? keyOrName}.name`, english),
    categoryDescription: (key: string, english: string) => pick(`categories.${findCategory(key)?.id ?? key}.description`, english),
    subcategory: bySlug('subcategories'),
    /** By location id (LocationKey, locationId) or English name. */
    location: (idOrName: string, english = idOrName) => pick(`locations.${findLocation(idOrName)?.id ?? idOrName}`, english),
    city: bySlug('cities'),
    state: bySlug('states'),
  };
}

export type CatalogueNames = ReturnType<typeof catalogueNames>;

/** `const names = useCatalogueNames(); names.category(ad.CategoryKey, ad.CategoryName)`. */
export function useCatalogueNames(): CatalogueNames {
  const { t } = useTranslation('catalogue');
  return useMemo(() => catalogueNames(t), [t]);
}
