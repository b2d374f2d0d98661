import { addressInLanguage, DEFAULT_LANGUAGE, type Language } from '@mohalla/shared';

/**
 * A link in a mail that opens a page of the site, in the mail's language: `?lang=te` (or `&lang=te`) so the page
 * opens in Telugu even on a phone that never chose it (decision 031). English links stay as they were: English is
 * the site's default, and a browser's own choice is left alone.
 */
export function mailLink(address: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return address;
  const cut = address.indexOf('#');
  // The fragment stays last, where a browser looks for it.
  return cut === -1 ? addressInLanguage(address, language) : `${addressInLanguage(address.slice(0, cut), language)}${address.slice(cut)}`;
}
