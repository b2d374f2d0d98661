import { z } from 'zod';
import { okData, okMessageData } from './envelope.ts';
import { dbIdSchema } from './ids.ts';
import { LOCATION_IDS } from './locations.ts';
import {
  HELD_KEYWORD_MAX,
  HELD_KEYWORD_MIN,
  HELD_KEYWORD_PATTERN,
  SAFE_PLACE_NAME_MAX,
  SAFE_PLACE_NOTE_MAX,
  SAFETY_MESSAGES,
} from './safety-settings-texts.ts';
import { trimInvisible } from './text.ts';

export * from './safety-settings-texts.ts';

const locationIdSchema = z.enum(LOCATION_IDS, { error: SAFETY_MESSAGES.unknownLocation });

/** GET /safe-places: one locality, or all of them when left out. */
export const SafePlacesQuerySchema = z.object({ location: locationIdSchema.optional() });

export const SafePlaceSchema = z.object({
  id: z.number(),
  locationId: z.string(),
  name: z.string(),
  note: z.string().nullable(),
});
export type SafePlace = z.infer<typeof SafePlaceSchema>;
export const SafePlacesResponseSchema = okData(z.object({ places: z.array(SafePlaceSchema) }));

export const SafePlaceParamsSchema = z.object({ id: dbIdSchema('id', SAFETY_MESSAGES.placeNotFound) });
/** An operator's new or edited place; an empty note is no note. */
export const SafePlaceBodySchema = z.object({
  locationId: locationIdSchema,
  name: z
    .string({ error: SAFETY_MESSAGES.placeNameRequired })
    .max(SAFE_PLACE_NAME_MAX, SAFETY_MESSAGES.placeNameTooLong)
    .transform(trimInvisible)
    .pipe(z.string().min(1, SAFETY_MESSAGES.placeNameRequired)),
  note: z
    .string()
    .max(SAFE_PLACE_NOTE_MAX, SAFETY_MESSAGES.placeNoteTooLong)
    .transform(trimInvisible)
    .nullish()
    .transform((note) => note || null),
});
export type SafePlaceBody = z.input<typeof SafePlaceBodySchema>;
export const SafePlaceResponseSchema = okMessageData(z.object({ place: SafePlaceSchema }));

/** A held word as typed: trimmed, lower case, runs of spaces made one. */
export const HeldKeywordSchema = z
  .string({ error: SAFETY_MESSAGES.keywordRequired })
  .max(HELD_KEYWORD_MAX * 2, SAFETY_MESSAGES.keywordTooLong)
  .transform((word) => trimInvisible(word).replace(/\s+/gu, ' ').toLocaleLowerCase('en-IN'))
  .pipe(
    z
      .string()
      .min(1, SAFETY_MESSAGES.keywordRequired)
      .min(HELD_KEYWORD_MIN, SAFETY_MESSAGES.keywordTooShort)
      .max(HELD_KEYWORD_MAX, SAFETY_MESSAGES.keywordTooLong)
      .regex(HELD_KEYWORD_PATTERN, SAFETY_MESSAGES.keywordInvalid),
  );
export const HeldKeywordBodySchema = z.object({ word: HeldKeywordSchema });
export type HeldKeywordBody = z.input<typeof HeldKeywordBodySchema>;
export const HeldKeywordParamsSchema = z.object({ word: HeldKeywordSchema });

export const HeldKeywordEntrySchema = z.object({ word: z.string(), createdAt: z.string(), createdByName: z.string().nullable() });
export type HeldKeywordEntry = z.infer<typeof HeldKeywordEntrySchema>;
export const HeldKeywordsResponseSchema = okData(z.object({ keywords: z.array(HeldKeywordEntrySchema) }));
