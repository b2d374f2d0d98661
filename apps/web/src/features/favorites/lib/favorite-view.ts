import { findCategory, formatLongDate, formatPrice } from '@mohalla/shared';

/** A favourite as GET /api/favorites answers it: the spec's Favourite fields (section 3), kept on the server. */
export type Favorite = {
  id: number;
  title?: string | null;
  description?: string | null;
  category?: string | null;
  categoryKey?: string | null;
  location?: string | null;
  image?: string | null;
  price?: number | null;
  priceType?: string | null;
  isPremium?: boolean | null;
  views?: number | null;
  features?: string[] | null;
  addedAt?: string | null;
  status?: string | null;
};

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

const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** en-IN long date, or '' for a missing or unreadable one (Intl throws on an invalid date). */
const longDate = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? formatLongDate(iso) : '');

export function toFavoriteView(raw: Favorite, defaults: FavoriteDefaults): FavoriteView {
  const category = text(raw.category) ?? defaults.category;
  const hasPrice = typeof raw.price === 'number' && Number.isFinite(raw.price);
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
    isPremium: raw.isPremium === true,
    isSold: raw.status === 'sold',
    views: typeof raw.views === 'number' ? raw.views : 0,
    features: Array.isArray(raw.features) ? raw.features : [],
    addedAt: raw.addedAt ?? '',
    addedOn: longDate(raw.addedAt),
  };
}
