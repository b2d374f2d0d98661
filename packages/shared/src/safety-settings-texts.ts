// Without zod: the operators' Safety settings page and the seller's "Held for review" note read these, and no
// schema may ride along (safety-settings.ts re-exports them beside the schemas).
import { inEachLanguage } from './localised.ts';
import { HI_SAFETY_SETTINGS_TEXTS } from './translations/hi/safety-settings-texts.ts';
import { TE_SAFETY_SETTINGS_TEXTS } from './translations/te/safety-settings-texts.ts';

/**
 * Automatic holds, posting limits and safe meeting places (issue 20; docs/decisions/030-holds-limits-safe-places.md):
 * limits and every text the server answers with.
 */

export const SAFE_PLACE_NAME_MAX = 120;
export const SAFE_PLACE_NOTE_MAX = 300;
/** A held word or phrase: short, so it matches what scammers write and not whole sentences. */
export const HELD_KEYWORD_MIN = 2;
export const HELD_KEYWORD_MAX = 40;
/** Letters (any script), digits, and single spaces, hyphens or apostrophes between them. */
export const HELD_KEYWORD_PATTERN = /^[\p{L}\p{N}]+(?:[ '’-][\p{L}\p{N}]+)*$/u;

export const SAFETY_MESSAGES = {
  unknownLocation: 'Choose one of our localities',
  placeNameRequired: 'Give the place a name',
  placeNameTooLong: `A place's name can be at most ${SAFE_PLACE_NAME_MAX} characters`,
  placeNoteTooLong: `A note can be at most ${SAFE_PLACE_NOTE_MAX} characters`,
  placeNotFound: 'Safe place not found',
  placeAdded: 'Safe place added',
  placeSaved: 'Safe place saved',
  placeRemoved: 'Safe place removed',
  keywordRequired: 'Enter a word to hold',
  keywordTooShort: `A held word needs at least ${HELD_KEYWORD_MIN} characters`,
  keywordTooLong: `A held word can be at most ${HELD_KEYWORD_MAX} characters`,
  keywordInvalid: 'Use letters and digits, with single spaces or hyphens between words',
  keywordExists: 'This word is already held',
  keywordNotFound: 'This word is not on the list',
  keywordAdded: 'New ads with this word will wait for review',
  keywordRemoved: 'Word removed from the list',
  /** What the seller sees on an ad a held word stopped (with the reason). */
  heldForReview: 'Held for review',
  /** The reason kept on the ad and shown to its owner; the word itself stays with the operators. */
  keywordHoldReason: 'It contains a word our team checks before an ad goes live. An operator will look at it soon.',
  /** The answer to a publication a held word stopped (the ad is saved, not live). */
  heldOnPublish: 'Your ad is saved and waits for review before it goes live.',
} as const;

/** Past the new-account limit (POST /ads): 429. */
export const newAccountLimitMessage = (perDay: number, days: number) =>
  `New accounts can post ${perDay} ${perDay === 1 ? 'ad' : 'ads'} a day in their first ${days} days. Please try again tomorrow.`;

/** The reasons of the site's own flags in the reports queue (reports.reporter_id is null for them). */
export const SYSTEM_REPORT_REASONS = ['keyword', 'duplicate-photo'] as const;
export type SystemReportReason = (typeof SYSTEM_REPORT_REASONS)[number];
export const SYSTEM_REPORT_REASON_LABELS: Record<SystemReportReason, string> = {
  keyword: 'Held word (automatic)',
  'duplicate-photo': 'Same photo as another account’s ad (automatic)',
};

/** The operators' Safety settings page (/admin/safety). */
export const SAFETY_SETTINGS_TEXTS = {
  title: 'Safety settings',
  lead: 'Words that hold a new ad for review, and the safe meeting places offered to buyers and sellers.',
  keywordsTitle: 'Held words',
  keywordsLead:
    'A new or edited ad whose title or description has one of these words (whole word, any case) waits for review instead of going live.',
  keywordsEmpty: 'No held words yet.',
  keywordLabel: 'Word or phrase to hold',
  keywordHint: 'Letters and digits; single spaces or hyphens between words.',
  addKeyword: 'Hold word',
  removeKeyword: (word: string) => `Remove held word “${word}”`,
  addedBy: (name: string) => `added by ${name}`,
  placesTitle: 'Safe meeting places',
  placesLead: 'Well-lit, busy public places per locality, shown in the safety tips and in conversations.',
  placesEmpty: 'No places for this locality yet.',
  placesOf: (locality: string) => `Safe places in ${locality}`,
  placeName: 'Place',
  placeNote: 'Note (optional)',
  placeLocality: 'Locality',
  addPlace: 'Add place',
  addPlaceIn: (locality: string) => `Add a place in ${locality}`,
  edit: 'Edit',
  editPlace: (name: string) => `Edit ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  removePlace: (name: string) => `Remove ${name}`,
  removePlaceTitle: 'Remove this place?',
  removePlaceDescription: (name: string) => `“${name}” will no longer be offered as a safe place to meet.`,
  remove: 'Remove',
} as const;

const SAFETY_SETTINGS_TEXTS_EN = { ...SAFETY_SETTINGS_TEXTS, systemReasonLabels: SYSTEM_REPORT_REASON_LABELS };
export type SafetySettingsTexts = typeof SAFETY_SETTINGS_TEXTS_EN;
/** The Safety settings page and the site's own report reasons in the reader's language. */
export const safetySettingsTexts = inEachLanguage<SafetySettingsTexts>({
  en: SAFETY_SETTINGS_TEXTS_EN,
  te: TE_SAFETY_SETTINGS_TEXTS,
  hi: HI_SAFETY_SETTINGS_TEXTS,
});
