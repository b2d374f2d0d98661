import { z } from 'zod';
import { CATEGORY_KEYS } from './categories.ts';
import { LIMITS, PRESET_AMENITIES, PRESET_FEATURES } from './limits.ts';
import { LOCATION_IDS } from './locations.ts';
import { PRICE_TYPES } from './price.ts';
import { blankToUndefined } from './query.ts';

export const AD_MESSAGES = {
  required: 'Please fill in all required fields',
  step1: 'Please fill in all required fields',
  step2: 'Please fill in location and price',
  step3: 'Please fill in contact information',
  saved: 'Ad saved successfully! Please select a payment plan to publish.',
  updated: 'Ad updated successfully!',
  saveFailed: 'Failed to save ad. Please try again.',
  deleted: 'Ad deleted successfully',
  deleteFailed: 'Failed to delete ad',
  invalidEditId: 'Invalid ad ID for editing',
  editLoadFailed: 'Failed to load ad for editing',
  tooManyImages: 'Maximum 10 images allowed. Please remove some images first.',
  markedSold: 'Ad marked as sold',
  notActive: 'Only an active ad can be marked as sold',
} as const;

const required = AD_MESSAGES.required;
const text = (max: number, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/** A JSON string (the spec's format) or an already-parsed list. */
const jsonList = <T extends z.ZodType>(item: T, label: string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return Symbol.for('invalid-json');
      }
    },
    z.array(item, { error: `${label} must be a list` }),
  );

/** One image entry of the payload: an uploaded image by id, or the spec's base64 data URL. */
export const AdImageInputSchema = z
  .object({
    id: z.string().max(100).optional(),
    name: z.string().max(255).optional(),
    size: z.number().optional(),
    type: z.string().max(100).optional(),
    url: z.string().max(70_000_000).optional(),
  })
  .refine(
    (i) => (i.id && /^[0-9a-f-]{36}$/i.test(i.id)) || i.url?.startsWith('data:'),
    'Each image must be an uploaded image id or a data: URL',
  );
export type AdImageInput = z.infer<typeof AdImageInputSchema>;

const price = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.replace(/,/g, '')) : v),
  z
    .number({ error: 'Price must be a number' })
    .finite('Price must be a number')
    .min(0, 'Price cannot be negative')
    .max(10_000_000_000, 'Price is too large')
    .nullable(),
);

/** The create/update payload of spec section 3 (plus Amenities and OwnerWhatsapp). Ownership is never taken from it. */
export const AdWriteSchema = z
  .object({
    Title: text(LIMITS.titleMax, 'Title'),
    Description: text(LIMITS.descriptionMax, 'Description'),
    CategoryId: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(CATEGORY_KEYS, { error: required })),
    Subcategory: z.preprocess(blankToUndefined, z.string().trim().max(60).nullable().optional()),
    LocationId: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(LOCATION_IDS, { error: required })),
    Price: price.optional(),
    PriceTypeId: z.preprocess(
      blankToUndefined,
      z.enum(PRICE_TYPES, { error: `Price type must be one of: ${PRICE_TYPES.join(', ')}` }).default('fixed'),
    ),
    OwnerName: text(100, 'Name'),
    OwnerPhone: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .regex(/^[0-9]{10}$/, 'Please enter a valid 10-digit phone number'),
    OwnerWhatsapp: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[0-9]{10}$/, 'Please enter a valid 10-digit WhatsApp number')
        .nullable()
        .optional(),
    ),
    OwnerEmail: z.preprocess(
      blankToUndefined,
      z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')).nullable().optional(),
    ),
    Images: jsonList(AdImageInputSchema, 'Images')
      .pipe(z.array(AdImageInputSchema).max(LIMITS.imagesPerAd, AD_MESSAGES.tooManyImages))
      .optional(),
    Features: jsonList(z.enum(PRESET_FEATURES, { error: `Features must be from: ${PRESET_FEATURES.join(', ')}` }), 'Features').optional(),
    Amenities: jsonList(
      z.enum(PRESET_AMENITIES, { error: `Amenities must be from: ${PRESET_AMENITIES.join(', ')}` }),
      'Amenities',
    ).optional(),
  })
  .refine((ad) => ad.PriceTypeId === 'free' || (ad.Price !== undefined && ad.Price !== null), {
    message: 'Please fill in location and price',
    path: ['Price'],
  });
export type AdWrite = z.infer<typeof AdWriteSchema>;

/** The ad as the edit form loads it (spec section 3, camel case), with image ids for reordering. */
export type AdForEdit = {
  adId: number;
  title: string;
  description: string;
  categoryId: string;
  subcategory: string | null;
  locationId: string;
  price: number | null;
  priceTypeId: string;
  images: Array<{ id: string; url: string; thumb: string; width: number; height: number }>;
  features: string[];
  amenities: string[];
  paymentPlanId: number | null;
  ownerName: string;
  ownerPhone: string | null;
  ownerWhatsapp: string | null;
  ownerEmail: string | null;
  status: string;
  expiresAt: string | null;
};
