import { PREMIUM_PERKS, PRICE_TYPE_NAMES, type Ad, type AdDetail, type AdImage } from '@mohalla/shared';
import type { Viewer } from '../../base/viewer.ts';
import { isVerifiedSeller } from '../users/verified-seller.ts';
import type { AdRow, OwnerStatsRow } from './ads.repository.ts';
import { isoOrNull } from '../../lib/iso.ts';

export type UrlFor = (key: string) => string;

/**
 * Picks the variant nearest to a wanted width, never a missing one: the widest not wider than wanted, else the
 * narrowest. One pass over the widths (each list card asks twice per photo, a page 24 times or more).
 */
export function variantUrl(variants: Record<string, string>, wanted: number, urlFor: UrlFor): string {
  let fit: string | undefined;
  let narrowest: string | undefined;
  for (const key in variants) {
    const width = Number(key);
    if (narrowest === undefined || width < Number(narrowest)) narrowest = key;
    if (width <= wanted && (fit === undefined || width > Number(fit))) fit = key;
  }
  const chosen = fit ?? narrowest;
  return chosen === undefined ? '' : urlFor(variants[chosen] ?? '');
}

export function toImages(row: AdRow, urlFor: UrlFor, mainWidth: number): AdImage[] {
  return row.images.map((img) => ({
    url: variantUrl(img.variants, mainWidth, urlFor),
    thumb: variantUrl(img.variants, 320, urlFor),
    width: img.width,
    height: img.height,
  }));
}

export function toListAd(row: AdRow, urlFor: UrlFor): Ad {
  const ad: Ad = {
    AdId: row.id,
    Title: row.title,
    Description: row.description,
    CategoryName: row.category_name,
    CategoryKey: row.category_key,
    Subcategory: row.subcategory,
    LocationId: row.location_id,
    LocationKey: row.location_id,
    LocationName: row.location_name,
    Price: row.price === null ? null : Number(row.price),
    PriceTypeKey: row.price_type,
    PriceTypeName: PRICE_TYPE_NAMES[row.price_type],
    Images: JSON.stringify(toImages(row, urlFor, 800).map(({ url, thumb }) => ({ url, thumb }))),
    Features: row.features,
    IsFeatured: row.is_featured,
    IsPremium: row.is_premium,
    Views: row.views,
    Favorites: row.favorites_count,
    CreatedDate: isoOrNull(row.published_at ?? row.created_at) ?? '',
    OwnerName: row.owner_name,
    PlanType: row.plan_key,
    PlanName: row.plan_name,
    Status: row.status === 'active' ? 'Active' : row.status,
  };
  // No contact fields in lists, even for signed-in people: a list would hand a scraper hundreds of numbers past
  // the ad page's daily limit (decision 027). The ad page gives them, counted.
  return ad;
}

/** `verifiedMinDays`: the account age the Verified badge asks for (VERIFIED_SELLER_MIN_DAYS). */
export function toAdDetail(row: AdRow, owner: OwnerStatsRow, viewer: Viewer, urlFor: UrlFor, verifiedMinDays: number): AdDetail {
  const detail: AdDetail = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category_name,
    categoryKey: row.category_key,
    subcategory: row.subcategory,
    location: row.location_name,
    locationId: row.location_id,
    price: row.price === null ? null : Number(row.price),
    priceType: row.price_type,
    images: toImages(row, urlFor, 1600).map((image, i) => ({ ...image, medium: variantUrl(row.images[i]!.variants, 800, urlFor) })),
    features: row.features,
    amenities: row.amenities,
    isPremium: row.is_premium,
    isFeatured: row.is_featured,
    planName: row.plan_name,
    premiumFeatures: row.is_premium ? [...PREMIUM_PERKS] : [],
    views: row.views,
    favorites: row.favorites_count,
    createdAt: isoOrNull(row.published_at ?? row.created_at) ?? '',
    expiresAt: isoOrNull(row.expires_at),
    status: row.status,
    owner: {
      name: owner.display_name,
      handle: owner.handle,
      isVerified: isVerifiedSeller(owner, verifiedMinDays),
      memberSince: isoOrNull(owner.created_at) ?? '',
      totalAds: owner.total_ads,
      totalViews: owner.total_views,
      activeAds: owner.active_ads,
    },
  };
  if (row.hidden_reason && viewer?.userId === row.owner_id) {
    if (row.hidden_by === 'keyword') detail.heldForReview = row.hidden_reason;
    else detail.removedByModerators = row.hidden_reason;
  }
  if (viewer) {
    detail.contactPhone = row.contact_phone;
    detail.contactWhatsapp = row.contact_whatsapp;
  }
  return detail;
}
