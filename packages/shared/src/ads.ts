import { z } from 'zod';
import { CATEGORIES, CATEGORY_KEYS } from './categories.ts';
import { LOCATIONS } from './locations.ts';
import { LIMITS } from './limits.ts';
import { PAGE_MAX_BY_CURSOR, PAGE_MAX_BY_OFFSET } from './browse.ts';
import { PRICE_TYPES } from './price.ts';
import { optionalQueryString, positiveIntQuery, blankToUndefined } from './query.ts';
import { AD_SORTS, type AdImage, type AdSort } from './ad-display.ts';
import { AD_CURSOR_MAX_LENGTH, decodeAdCursor } from './ad-cursor.ts';
import { okData } from './envelope.ts';
import { dbIdSchema } from './ids.ts';

export {
  AD_SORT_KEYS,
  decodeAdCursor,
  encodeAdCursor,
  type AdCursor,
  type SortField,
  type SortKeyPart,
  type SortValue,
} from './ad-cursor.ts';
export { AD_SORTS, DETAIL_PHOTO_SIZES, detailPhotoSrcSet, parseAdImages, type AdImage, type AdSort } from './ad-display.ts';

const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(
    (v) => (typeof blankToUndefined(v) === 'string' ? (v as string).trim().toLowerCase() : undefined),
    z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional(),
  );

const categoryKeys = CATEGORIES.map((c) => c.id) as unknown as readonly [string, ...string[]];
const locationIds = LOCATIONS.map((l) => l.id) as unknown as readonly [string, ...string[]];

export const CURSOR_INVALID = 'cursor is not valid for this list';

/** An opaque position from a previous answer's `nextCursor` (decision 014), decoded; absent when blank. */
const cursorQuery = z
  .preprocess(blankToUndefined, z.string({ error: CURSOR_INVALID }).max(AD_CURSOR_MAX_LENGTH, CURSOR_INVALID).optional())
  .transform((text, ctx) => {
    if (text === undefined) return undefined;
    const cursor = decodeAdCursor(text);
    if (!cursor) ctx.addIssue({ code: 'custom', message: CURSOR_INVALID });
    return cursor ?? undefined;
  });

/**
 * GET /api/ads query (category, location, search and sort, plus paging). With a cursor the rows start after it;
 * `page` is still the client's page number, used for `total` on a last page.
 */
export const AdListQuerySchema = z
  .object({
    category: lowerEnum(categoryKeys, 'category'),
    location: lowerEnum(locationIds, 'location'),
    search: optionalQueryString('search', LIMITS.searchMax),
    sort: lowerEnum(AD_SORTS, 'sort').transform((s) => (s ?? 'featured') as AdSort),
    page: positiveIntQuery('page', PAGE_MAX_BY_CURSOR).transform((p) => p ?? 1),
    limit: positiveIntQuery('limit', LIMITS.pageSizeMax).transform((l) => l ?? LIMITS.pageSizeDefault),
    cursor: cursorQuery,
    /** Search the words as typed, without corrections (the "Search instead for ..." link). */
    exact: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()),
  })
  .superRefine((query, ctx) => {
    // A position in one order means nothing in another.
    if (query.cursor && query.cursor.sort !== query.sort) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: `${CURSOR_INVALID}: it was made for sort=${query.cursor.sort}` });
    }
    if (!query.cursor && query.page > PAGE_MAX_BY_OFFSET) {
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: `page must be at most ${PAGE_MAX_BY_OFFSET} (read further pages from a page's nextCursor)`,
      });
    }
  });
export type AdListQuery = z.infer<typeof AdListQuerySchema>;

export const AdIdParamsSchema = z.object({ id: dbIdSchema('id') });

export const AdImageSchema: z.ZodType<AdImage> = z.object({
  url: z.string(),
  thumb: z.string(),
  medium: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** An ad in lists, with the original API's PascalCase names. Contact fields only for signed-in callers. */
export const AdSchema = z.object({
  AdId: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  CategoryName: z.string(),
  CategoryKey: z.string(),
  Subcategory: z.string().nullable(),
  LocationId: z.string(),
  LocationKey: z.string(),
  LocationName: z.string(),
  Price: z.number().nullable(),
  PriceTypeKey: z.enum(PRICE_TYPES),
  PriceTypeName: z.string(),
  Images: z.string(),
  Features: z.array(z.string()),
  IsFeatured: z.boolean(),
  IsPremium: z.boolean(),
  Views: z.number().int(),
  Favorites: z.number().int(),
  CreatedDate: z.string(),
  OwnerName: z.string(),
  PlanType: z.string().nullable(),
  PlanName: z.string().nullable(),
  Status: z.string(),
  OwnerPhone: z.string().nullable().optional(),
  OwnerEmail: z.string().nullable().optional(),
  OwnerWhatsapp: z.string().nullable().optional(),
});
export type Ad = z.infer<typeof AdSchema>;

export const AdListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The position after this page's last ad, for `cursor`; null when no ad follows. */
  nextCursor: z.string().nullable(),
  /** The words searched when they are not the words typed (a misspelling corrected, a word no ad holds left out). */
  searchedFor: z.string().nullable().optional(),
  /**
   * True when `total` is an estimate: a broad search at scale counts its matches only up to a cap (decision 023), and
   * the page says "About 2,300 ads found" rather than an exact-looking figure. Absent when every match was counted.
   */
  totalIsEstimate: z.boolean().optional(),
  /**
   * Nothing found within a category or place: whether the same search finds ads without that filter, and the other
   * categories it finds them in (in the place asked), most first; for a search of several words, the first match's only.
   */
  wider: z
    .object({ anyCategory: z.boolean(), anyLocation: z.boolean(), categories: z.array(z.enum(CATEGORY_KEYS)) })
    .nullable()
    .optional(),
});
export type AdListResponse = z.infer<typeof AdListResponseSchema>;

/** The seller as the ad page shows them: never their email; `handle` names their public profile (/user/{handle}). */
export const AdOwnerSchema = z.object({
  name: z.string(),
  handle: z.string(),
  isVerified: z.boolean(),
  memberSince: z.string(),
  totalAds: z.number().int(),
  totalViews: z.number().int(),
  activeAds: z.number().int(),
});

/** The ad as the detail page needs it (camel case). */
export const AdDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  categoryKey: z.string(),
  subcategory: z.string().nullable(),
  location: z.string(),
  locationId: z.string(),
  price: z.number().nullable(),
  priceType: z.enum(PRICE_TYPES),
  images: z.array(AdImageSchema),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  isPremium: z.boolean(),
  isFeatured: z.boolean(),
  planName: z.string().nullable(),
  premiumFeatures: z.array(z.string()),
  views: z.number().int(),
  favorites: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  status: z.string(),
  /** The owner's page only: the ad was hidden by the moderators, for this reason (decision 025). */
  removedByModerators: z.string().optional(),
  /** The owner's page only: a held word stopped the ad as it went live, for this reason (decision 030). */
  heldForReview: z.string().optional(),
  isFavorite: z.boolean().optional(),
  contactPhone: z.string().nullable().optional(),
  contactWhatsapp: z.string().nullable().optional(),
  /** Signed in but past the day's limit of sellers' numbers (decision 027): why the numbers are left out. */
  contactLimitMessage: z.string().optional(),
  owner: AdOwnerSchema,
});
export type AdDetail = z.infer<typeof AdDetailSchema>;

export const AdDetailResponseSchema = okData(AdDetailSchema);
