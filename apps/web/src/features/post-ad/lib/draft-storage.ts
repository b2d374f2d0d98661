import { LIMITS, PRESET_AMENITIES, PRESET_FEATURES, PRICE_TYPES } from '@mohalla/shared';
import { z } from 'zod';
import type { AdFormValues } from './form-values';
import type { UploadedImage } from './uploaded-image';

/** What survives a reload: the typed values and the photos already uploaded (files still uploading cannot be kept). */
export type Draft = { values: AdFormValues; images: UploadedImage[]; savedAt: string };

const VERSION = 1;

/** One draft per user (a shared phone must not show one seller's draft to another), and per ad when editing. */
export function draftKey(userId: string, adId?: number): string {
  return adId === undefined ? `postAdDraft:${userId}` : `postAdDraft:${userId}:${adId}`;
}

const text = z.string().max(10_000);
const DraftSchema = z.object({
  v: z.literal(VERSION),
  savedAt: z.string(),
  values: z.object({
    title: text,
    description: text,
    categoryId: text,
    subcategory: text,
    locationId: text,
    price: text,
    priceTypeId: z.enum(PRICE_TYPES),
    // Presets may change between releases; an unknown one is dropped rather than failing the whole draft.
    features: z.array(z.string()).transform((l) => l.filter((f) => (PRESET_FEATURES as readonly string[]).includes(f))),
    amenities: z.array(z.string()).transform((l) => l.filter((f) => (PRESET_AMENITIES as readonly string[]).includes(f))),
    ownerName: text,
    ownerPhone: text,
    ownerWhatsapp: text,
    ownerEmail: text,
  }),
  images: z
    .array(z.object({ id: z.string(), url: z.string(), thumb: z.string(), name: z.string(), size: z.number(), type: z.string() }))
    .max(LIMITS.imagesPerAd),
});

export function serializeDraft(values: AdFormValues, images: readonly UploadedImage[], now = new Date()): string {
  return JSON.stringify({ v: VERSION, savedAt: now.toISOString(), values, images });
}

/** A stored draft, or null when there is none or it cannot be read (storage failures read as empty). */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { values, images, savedAt } = parsed.data;
    return { values, images, savedAt };
  } catch {
    return null;
  }
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage disabled (private mode): the wizard still works, it just cannot keep a draft.
  }
}

export function loadDraft(key: string, store: Store | null = browserStore()): Draft | null {
  try {
    return parseDraft(store?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: AdFormValues, images: readonly UploadedImage[], store: Store | null = browserStore()): void {
  try {
    store?.setItem(key, serializeDraft(values, images));
  } catch (error) {
    console.warn('Could not keep the ad draft', error); // Quota full: typing goes on, only the reload safety is lost.
  }
}

export function clearDraft(key: string, store: Store | null = browserStore()): void {
  try {
    store?.removeItem(key);
  } catch (error) {
    console.warn('Could not clear the ad draft', error);
  }
}
