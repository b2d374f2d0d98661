import { findCategory, formatLongDate, formatPrice, type Favorite } from '@mohalla/shared';

/** The spec's texts for missing fields ("Untitled Ad", "Contact for Price", "General", "Unknown"). */
export type FavoriteDefaults = { title: string; price: string; category: string; location: string };

/** A favourite ready to show: every field present, the spec's defaults where the ad had none. */
export type FavoriteView = {
  id: number;
  title: string;
  description: string;
  category: string;
  categoryKey: string;
  location: string;
  image: string | null;
  priceText: string;
  isPremium: boolean;
  isSold: boolean;
  views: number;
  features: string[];
  addedAt: string;
  addedOn: string;
};

const text = (value: string | null) => value?.trim() || undefined;

/** en-IN long date, or '' for a missing or unreadable one (Intl throws on an invalid date). */
const longDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : formatLongDate(iso));

export function toFavoriteView(raw: Favorite, defaults: FavoriteDefaults): FavoriteView {
  const category = text(raw.category) ?? defaults.category;
  const hasPrice = raw.price !== null && Number.isFinite(raw.price);
  return {
    id: raw.id,
    title: text(raw.title) ?? defaults.title,
    description: text(raw.description) ?? '',
    category,
    // Older rows may carry only the name; the filter and stats work on keys.
    categoryKey: text(raw.categoryKey) ?? findCategory(category)?.id ?? '',
    location: text(raw.location) ?? defaults.location,
    image: text(raw.image) ?? null,
    priceText: hasPrice || raw.priceType === 'free' ? formatPrice(raw.price, raw.priceType) : defaults.price,
    isPremium: raw.isPremium,
    isSold: raw.status === 'sold',
    views: raw.views,
    features: raw.features,
    addedAt: raw.addedAt,
    addedOn: longDate(raw.addedAt),
  };
}
