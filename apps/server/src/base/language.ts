import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, languageFromAcceptLanguage, type Language } from '@mohalla/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

const YEAR_SECONDS = 365 * 86_400;

/** The language an address names (`?lang=te`): a shared link opens in the language it was shared in (decision 031). */
export function addressLanguage(request: FastifyRequest): Language | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return isLanguage(value) ? value : undefined;
}

// A request's language is asked for by its page, its meta tags and its messages' hook: worked out once.
const languages = new WeakMap<FastifyRequest, Language>();

/**
 * The language a request is answered in: the address's, then the visitor's choice (the cookie the switcher and
 * sign-in set), then the browser's Accept-Language, then English. Read from the request alone, so the same
 * request always gets the same page (drawn pages are kept by address and language).
 */
export function requestLanguage(request: FastifyRequest): Language {
  let language = languages.get(request);
  if (!language) {
    const cookie = request.cookies?.[LANGUAGE_COOKIE];
    language =
      addressLanguage(request) ??
      (isLanguage(cookie) ? cookie : undefined) ??
      languageFromAcceptLanguage(request.headers['accept-language']) ??
      DEFAULT_LANGUAGE;
    languages.set(request, language);
  }
  return language;
}

/**
 * Keeps a language as the visitor's choice for a year. Readable by the page's script (not HttpOnly): it holds no
 * secret, and the app reads it where no server drew the page.
 */
export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: YEAR_SECONDS });
}
