import { addressInLanguage, LANGUAGES, SITE_TEXTS, type Language } from '@mohalla/shared';
import { htmlEscape } from './spa-meta.ts';

const OG_LOCALES: Record<Language, string> = { en: 'en_IN', te: 'te_IN', hi: 'hi_IN' };

/**
 * The shell in the page's language: `<html lang>` (screen readers, fonts, and the app, which reads its language
 * from it), and for Telugu and Hindi the shell's own title and description (a page that names its own replaces them).
 */
export function shellInLanguage(shell: string, language: Language): string {
  const page = shell.replace(
    /<html\b([^>]*)>/,
    (_, attributes: string) => `<html lang="${language}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
  );
  if (language === 'en') return page;
  const texts = SITE_TEXTS[language];
  const isSite = (text: string, site: string) => text.trim() === htmlEscape(site);
  return page
    .replace(/<title>([\s\S]*?)<\/title>/, (tag, title: string) =>
      isSite(title, SITE_TEXTS.en.title) ? `<title>${htmlEscape(texts.title)}</title>` : tag,
    )
    .replace(/<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/, (tag, content: string) =>
      isSite(content, SITE_TEXTS.en.description) ? `<meta name="description" content="${htmlEscape(texts.description)}" />` : tag,
    );
}

/**
 * The tags that tell search engines and share previews (WhatsApp reads og:locale) about a page's languages:
 * an alternate for each language (`?lang=te`), x-default for the address without one (the visitor's language),
 * and the canonical address of this language's page. `url` is the drawn page's path and query, without `lang`.
 */
export function languageLinks(url: string, language: Language, publicUrl: string): string {
  const absolute = (path: string) => htmlEscape(`${publicUrl}${path}`);
  return [
    ...LANGUAGES.map((lng) => `<link rel="alternate" hreflang="${lng}" href="${absolute(addressInLanguage(url, lng))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${absolute(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    ...LANGUAGES.filter((lng) => lng !== language).map((lng) => `<meta property="og:locale:alternate" content="${OG_LOCALES[lng]}" />`),
  ].join('\n    ');
}

/** Pages in Telugu or Hindi are their own pages for search engines: canonical is the address with their `?lang=`. */
export function canonicalInLanguage(page: string, url: string, language: Language, publicUrl: string): string {
  const canonical = `<link rel="canonical" href="${htmlEscape(`${publicUrl}${language === 'en' ? url : addressInLanguage(url, language)}`)}" />`;
  return /<link rel="canonical"[^>]*>/.test(page)
    ? page.replace(/<link rel="canonical"[^>]*>/, () => canonical)
    : page.replace('</head>', () => `  ${canonical}\n  </head>`);
}
