import { personalDataTexts, type Language } from '@mohalla/shared';

/**
 * A person's name as a reader sees it. A deleted account's row keeps the English DELETED_USER_NAME (one value for
 * every reader, the accounts and the exports); a reader sees it in their own language (issue 21).
 */
export const shownName = (name: string, isDeleted: boolean, language: Language): string =>
  isDeleted ? personalDataTexts(language).deletedUserName : name;
