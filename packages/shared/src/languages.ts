/**
 * The product's languages (issue 21): English, Telugu and Hindi, the languages of Nagaram, ECIL and Dammaiguda.
 * One list for the web app (switcher, catalogues), the server (drawn pages, mails, SMS) and the database (a
 * person's language). Decision 031 says how a page's language is chosen.
 */
export const LANGUAGES = ['en', 'te', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', te: 'తెలుగు', hi: 'हिन्दी' };

/** The cookie that keeps a visitor's choice (a year), and the address parameter that names a shared page's language. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the browser's languages (Accept-Language, by q) that the product speaks; "te-IN" is Telugu.
 * Undefined when none is, so the caller falls back to English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** The page's title and description before a page names its own (the HTML shell's), in each language. */
export const SITE_TEXTS: Record<Language, { title: string; description: string }> = {
  en: {
    title: 'Mohalla Ads - Classifieds for Nagaram, ECIL and Dammaiguda',
    description:
      'Buy, sell and rent in Nagaram, ECIL and Dammaiguda, Hyderabad. Local classified ads for homes, jobs, electronics, education, services and vehicles.',
  },
  te: {
    title: 'Mohalla Ads - నాగారం, ECIL, దమ్మాయిగూడ లోకల్ యాడ్స్',
    description: 'హైదరాబాద్‌లోని నాగారం, ECIL, దమ్మాయిగూడలో కొనండి, అమ్మండి, అద్దెకు ఇవ్వండి. ఇళ్ళు, ఉద్యోగాలు, ఎలక్ట్రానిక్స్, చదువు, సేవలు, వాహనాల లోకల్ యాడ్స్.',
  },
  hi: {
    title: 'Mohalla Ads - नागारम, ECIL और दम्माईगुडा के क्लासिफाइड विज्ञापन',
    description:
      'हैदराबाद के नागारम, ECIL और दम्माईगुडा में खरीदें, बेचें और किराए पर दें। घर, नौकरी, इलेक्ट्रॉनिक्स, पढ़ाई, सेवाएं और गाड़ियों के स्थानीय विज्ञापन।',
  },
};

/** The address of a page in a language: the page's own address with `?lang=` set (decision 031). */
export function addressInLanguage(pathAndQuery: string, language: Language): string {
  const cut = pathAndQuery.indexOf('?');
  const path = cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut);
  const others =
    cut === -1
      ? []
      : pathAndQuery
          .slice(cut + 1)
          .split('&')
          .filter((pair) => pair && pair.split('=')[0] !== LANGUAGE_PARAM);
  return `${path}?${[...others, `${LANGUAGE_PARAM}=${language}`].join('&')}`;
}
