// Without zod: the profile's "Your data" section reads these, and no schema may ride along
// (personal-data.ts re-exports them beside the schemas).
import { inEachLanguage } from './localised.ts';
import { HI_PERSONAL_DATA_TEXTS } from './translations/hi/personal-data-texts.ts';
import { TE_PERSONAL_DATA_TEXTS } from './translations/te/personal-data-texts.ts';

/**
 * The person's rights under the DPDP Act 2023 (issue 20, docs/decisions/029-personal-data-and-retention.md):
 * downloading their data, deleting their account, and consent to marketing mail; and how long records are kept.
 */

/**
 * Operator actions, removed content, decided reports and closed accounts' registration data are kept this long
 * (IT Rules 2021), then the retention sweep deletes them.
 */
export const RETENTION_DAYS = 180;

/** A Google-only account proves it is its owner by a Google sign-in at most this many minutes before deleting. */
export const GOOGLE_REAUTH_MINUTES = 10;

/** What a deleted account is called wherever it still appears (the other side's conversations, payments). */
export const DELETED_USER_NAME = 'Deleted user';

export const PERSONAL_DATA_MESSAGES = {
  passwordRequired: 'Please enter your password to delete your account',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  googleAgain: 'Sign in with Google again to delete your account',
  deleted: 'Your account has been deleted and you have been signed out.',
  mailSettingsSaved: 'Your mail settings have been saved.',
  mailSettingsEmpty: 'Choose which mail you want to receive',
} as const;

const kolkataDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** The download's file name, dated in India's time: mohalla-ads-data-2026-11-25.json. */
export const exportFileName = (at: Date) => `mohalla-ads-data-${kolkataDay.format(at)}.json`;

const PERSONAL_DATA_TEXTS_EN = { deletedUserName: DELETED_USER_NAME };
export type PersonalDataTexts = typeof PERSONAL_DATA_TEXTS_EN;
/** "Deleted user" in the reader's language. */
export const personalDataTexts = inEachLanguage<PersonalDataTexts>({
  en: PERSONAL_DATA_TEXTS_EN,
  te: TE_PERSONAL_DATA_TEXTS,
  hi: HI_PERSONAL_DATA_TEXTS,
});
