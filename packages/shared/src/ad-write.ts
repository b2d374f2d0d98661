import { z } from 'zod';
import { CATEGORY_KEYS } from './categories.ts';
import { LIMITS, PRESET_AMENITIES, PRESET_FEATURES } from './limits.ts';
import { LOCATION_IDS } from './locations.ts';
import { PHONE_DIGITS, phoneInput } from './phone.ts';
import { PRICE_TYPES } from './price.ts';
import { okData, okMessageData } from './envelope.ts';
import { UUID_PATTERN } from './ids.ts';
import { blankToUndefined } from './query.ts';
import { trimInvisible } from './text.ts';
import { AD_MESSAGES } from './api-messages.ts';
export { AD_MESSAGES } from './api-messages.ts';

const required = AD_MESSAGES.required;
// Invisible characters at either end go too, so a title of only zero-width or direction marks is a missing title.
const text = (max: number, label: string) =>
  z.string({ error: required }).overwrite(trimInvisible).min(1, required).max(max, `${label} must be at most ${max} characters`);

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
  .refine((i) => (i.id && UUID_PATTERN.test(i.id)) || i.url?.startsWith('data:'), 'Each image must be an uploaded image id or a data: URL');
export type AdImageInput = z.infer<typeof AdImageInputSchema>;

/** Decimal digits with Indian grouping commas ("1,50,000"), a sign and a fraction; "0x10", "1e3" or "12k" are not prices. */
const PRICE_TEXT = /^-?\d+(,\d+)*(\.\d+)?$/;

const readPrice = (v: unknown) => {
  if (typeof v !== 'string') return v === undefined ? null : v;
  const text = v.trim();
  if (text === '') return null;
  return PRICE_TEXT.test(text) ? Number(text.replace(/,/g, '')) : NaN;
};

/**
 * A price as sent: blank is none; whole rupees (prices are stored as numeric(12, 0) and shown without paise), so
 * "99.5" or 0.001 is refused rather than rounded. The wizard reads typed prices with it.
 */
export const AdPriceSchema = z.preprocess(
  readPrice,
  z
    .number({ error: 'Price must be a number' })
    .finite('Price must be a number')
    .min(0, 'Price cannot be negative')
    .int('Price must be in whole rupees')
    .max(10_000_000_000, 'Price is too large')
    .nullable(),
);

/**
 * The create/update payload in the spec's PascalCase names (plus Amenities and OwnerWhatsapp); the wizard checks its steps with it
 * too. Title, description, category, location, contact name and phone are required; Price unless the ad is free.
 * Ownership is never taken from it.
 */
export const AdWriteSchema = z
  .object({
    Title: text(LIMITS.titleMax, 'Title'),
    Description: text(LIMITS.descriptionMax, 'Description'),
    CategoryId: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(CATEGORY_KEYS, { error: required })),
    Subcategory: z.preprocess(blankToUndefined, z.string().trim().max(60).nullable().optional()),
    LocationId: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(LOCATION_IDS, { error: required })),
    Price: AdPriceSchema.optional(),
    PriceTypeId: z.preprocess(
      blankToUndefined,
      z.enum(PRICE_TYPES, { error: `Price type must be one of: ${PRICE_TYPES.join(', ')}` }).default('fixed'),
    ),
    OwnerName: text(100, 'Name'),
    OwnerPhone: z.preprocess(
      phoneInput,
      z.string({ error: required }).min(1, required).regex(PHONE_DIGITS, 'Please enter a valid 10-digit phone number'),
    ),
    OwnerWhatsapp: z.preprocess(
      (v) => phoneInput(blankToUndefined(v)),
      z.string().regex(PHONE_DIGITS, 'Please enter a valid 10-digit WhatsApp number').nullable().optional(),
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
    message: AD_MESSAGES.step2,
    path: ['Price'],
    // Judged even when other fields are wrong (zod skips it then by default), so a form hears of every missing field at once.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'Price' || issue.path?.[0] === 'PriceTypeId'),
  });
export type AdWrite = z.infer<typeof AdWriteSchema>;

/** The ad as the edit form loads it (the spec's fields in camel case), with image ids for reordering. */
export const AdForEditSchema = z.object({
  adId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string(),
  subcategory: z.string().nullable(),
  locationId: z.string(),
  price: z.number().nullable(),
  priceTypeId: z.string(),
  images: z.array(z.object({ id: z.string(), url: z.string(), thumb: z.string(), width: z.number().int(), height: z.number().int() })),
  features: z.array(z.string()),
  amenities: z.array(z.string()),
  paymentPlanId: z.number().int().nullable(),
  ownerName: z.string(),
  ownerPhone: z.string().nullable(),
  ownerWhatsapp: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  status: z.string(),
  expiresAt: z.string().nullable(),
});
export type AdForEdit = z.infer<typeof AdForEditSchema>;

export const AdForEditResponseSchema = okData(AdForEditSchema);
/** POST /api/ads and PUT /api/ads/{id}: the spec's text and the ad's id. */
export const AdSavedResponseSchema = okMessageData(z.object({ AdId: z.number().int().positive() }));
