import { isLanguage, LANGUAGE_COOKIE, type Language } from '@mohalla/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setLanguageCookie } from '../../base/language.ts';

/** The language this browser chose (its `lang` cookie), if it chose one: sign-in saves it to the account. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : undefined;
}

/** The values a sign-in writes to the account: the browser's choice, when it made one, wins over the saved one. */
export const languageUpdate = (chosen: Language | undefined): { language?: Language } => (chosen ? { language: chosen } : {});

/**
 * A browser that never chose a language (a new phone) is given the account's, so the language follows the
 * person and the next page is drawn in it.
 */
export function followAccountLanguage(reply: FastifyReply, chosen: Language | undefined, user: { language: Language }, secure: boolean) {
  if (!chosen) setLanguageCookie(reply, user.language, secure);
}
