import { z } from 'zod';
import { AdSchema } from './ads.ts';
import { okData } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { positiveIntQuery } from './query.ts';
import { AD_STATUS_KEYS } from './statuses.ts';

/** The dashboard's calls name the user by email (spec); the server accepts only the session's own. */
const OwnEmailQuerySchema = z.object({ userEmail: z.string().trim().toLowerCase().max(254).optional() });

export const DashboardStatsQuerySchema = OwnEmailQuerySchema;

export const UserAdsQuerySchema = OwnEmailQuerySchema.extend({
  limit: positiveIntQuery('limit', 100).transform((l) => l ?? LIMITS.defaultUserAds),
  status: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(AD_STATUS_KEYS, { error: 'status must be draft, active, expired or sold' }).optional(),
  ),
});
export type UserAdsQuery = z.input<typeof UserAdsQuerySchema>;

export const ViewsDailyQuerySchema = z.object({ days: positiveIntQuery('days', 365).transform((d) => d ?? 30) });

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(254);
/**
 * A public profile is named by its handle only. Any text is taken here, so an email or an old name answers the same
 * 404 as an unknown handle (the service never looks it up), not a 400 that would tell them apart.
 */
const handle = required('handle');
export const PublicStatsQuerySchema = z.object({ handle });
export const PublicAdsQuerySchema = z.object({
  handle,
  limit: positiveIntQuery('limit', LIMITS.publicProfileAds).transform((l) => l ?? LIMITS.publicProfileAds),
});
/** An old /user/{display name} link: the name's handle when exactly one person has that name. */
export const HandleForNameQuerySchema = z.object({ name: required('name') });

/** The spec's dashboard stats, with favourites received counted on the server. */
export const DashboardStatsSchema = z.object({
  totalAds: z.number().int(),
  activeAds: z.number().int(),
  totalViews: z.number().int(),
  totalFavorites: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/**
 * One of the signed-in person's own ads (the spec's dashboard list item, plus what the server adds). The status
 * is the effective one: an active ad past its date is expired.
 */
export const UserAdSchema = z.object({
  AdId: z.number().int(),
  title: z.string(),
  category: z.string(),
  categoryKey: z.string(),
  location: z.string(),
  price: z.number().nullable(),
  priceType: z.string(),
  views: z.number().int(),
  favorites: z.number().int(),
  status: z.string(),
  /** The ad was hidden by the moderators, for this reason (decision 025). */
  removedByModerators: z.string().optional(),
  /** A held word stopped the ad as it went live: it waits for an operator, for this reason (decision 030). */
  heldForReview: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  planName: z.string().nullable(),
  isPremium: z.boolean(),
  isFeatured: z.boolean(),
  images: z.array(z.string()),
});
export type UserAd = z.infer<typeof UserAdSchema>;

/** One day of the dashboard's chart: a Hyderabad calendar day (YYYY-MM-DD) and the views counted on it. */
export const DayViewsSchema = z.object({ date: z.string(), views: z.number().int() });
export type DayViews = z.infer<typeof DayViewsSchema>;

/** A seller's public figures; `isVerified` means a verified phone number. */
export const OwnerStatsSchema = z.object({
  isVerified: z.boolean(),
  memberSince: z.string(),
  totalAds: z.number().int(),
  totalViews: z.number().int(),
  activeAds: z.number().int(),
});
export type OwnerStats = z.infer<typeof OwnerStatsSchema>;

/** The public profile's header: the owner's figures, the name to show and the handle of the profile's address. */
export const PublicStatsSchema = OwnerStatsSchema.extend({ displayName: z.string(), handle: z.string() });
export type PublicStats = z.infer<typeof PublicStatsSchema>;

export const DashboardStatsResponseSchema = okData(DashboardStatsSchema);
export const UserAdsResponseSchema = okData(z.array(UserAdSchema));
export const ViewsDailyResponseSchema = okData(z.array(DayViewsSchema));
export const PublicStatsResponseSchema = okData(PublicStatsSchema);
export const PublicAdsResponseSchema = okData(z.array(AdSchema));
export const HandleForNameResponseSchema = okData(z.object({ handle: z.string() }));
