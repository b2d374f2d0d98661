import {
  findCategory,
  findLocation,
  PRESET_AMENITIES,
  PRESET_FEATURES,
  PRICE_TYPES,
  type AdForEdit,
  type PriceType,
  type Profile,
} from '@mohalla/shared';

/** What the wizard edits. Price stays the typed text until submit, so "12,000" or "abc" can be judged and shown. */
export type AdFormValues = {
  title: string;
  description: string;
  categoryId: string;
  subcategory: string;
  locationId: string;
  price: string;
  priceTypeId: PriceType;
  features: string[];
  amenities: string[];
  ownerName: string;
  ownerPhone: string;
  ownerWhatsapp: string;
  ownerEmail: string;
};
export type FieldName = keyof AdFormValues;

export const EMPTY_VALUES: AdFormValues = {
  title: '',
  description: '',
  categoryId: '',
  subcategory: '',
  locationId: '',
  price: '',
  priceTypeId: 'fixed',
  features: [],
  amenities: [],
  ownerName: '',
  ownerPhone: '',
  ownerWhatsapp: '',
  ownerEmail: '',
};

/** A new ad starts with the seller's own contact details and area (contact step prefilled). */
export function valuesFromProfile(user: Pick<Profile, 'displayName' | 'phone' | 'email' | 'location'> | null): AdFormValues {
  if (!user) return EMPTY_VALUES;
  return {
    ...EMPTY_VALUES,
    locationId: findLocation(user.location)?.id ?? '',
    ownerName: user.displayName ?? '',
    ownerPhone: user.phone ?? '',
    ownerEmail: user.email ?? '',
  };
}

const isPriceType = (v: string): v is PriceType => (PRICE_TYPES as readonly string[]).includes(v);
const only = (allowed: readonly string[], list: string[]) => list.filter((v) => allowed.includes(v));

/** The server's edit shape to form values; unknown keys fall back to blanks the seller must fill again. */
export function valuesFromAd(ad: AdForEdit): AdFormValues {
  return {
    title: ad.title,
    description: ad.description,
    categoryId: findCategory(ad.categoryId)?.id ?? '',
    subcategory: ad.subcategory ?? '',
    locationId: findLocation(ad.locationId)?.id ?? '',
    price: ad.price === null ? '' : String(ad.price),
    priceTypeId: isPriceType(ad.priceTypeId) ? ad.priceTypeId : 'fixed',
    features: only(PRESET_FEATURES, ad.features),
    amenities: only(PRESET_AMENITIES, ad.amenities),
    ownerName: ad.ownerName,
    ownerPhone: ad.ownerPhone ?? '',
    // The server copies the phone when no WhatsApp number was given; show it blank so it keeps following the phone.
    ownerWhatsapp: ad.ownerWhatsapp && ad.ownerWhatsapp !== ad.ownerPhone ? ad.ownerWhatsapp : '',
    ownerEmail: ad.ownerEmail ?? '',
  };
}

/** Subcategories of the chosen category (the catalogue's list); empty until a category is chosen. */
export function subcategoriesOf(categoryId: string): readonly string[] {
  return findCategory(categoryId)?.subcategories ?? [];
}

/** Changing the category drops a subcategory that belongs to the old one. */
export function withCategory(values: AdFormValues, categoryId: string): AdFormValues {
  const keep = subcategoriesOf(categoryId).includes(values.subcategory);
  return { ...values, categoryId, subcategory: keep ? values.subcategory : '' };
}

export function toggleIn(list: string[], item: string): string[] {
  return list.includes(item) ? list.filter((v) => v !== item) : [...list, item];
}
