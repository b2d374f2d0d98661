import { addressInLanguage, formatPrice, SHARE_TEXTS, type Language } from '@mohalla/shared';

export type PageMeta = {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** The page's largest image, fetched with the HTML rather than after the app's code has run (LCP). */
  preloadImage?: string;
  jsonLd?: Record<string, unknown>;
};

export const htmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a script element must not be able to close it. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Replaces the shell's title and description and adds Open Graph, Twitter and JSON-LD tags. */
export function renderShell(template: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Mohalla Ads" />`,
    `<meta property="og:title" content="${htmlEscape(meta.title)}" />`,
    `<meta property="og:description" content="${htmlEscape(meta.description)}" />`,
    `<meta property="og:url" content="${htmlEscape(meta.url)}" />`,
    `<link rel="canonical" href="${htmlEscape(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${htmlEscape(meta.image)}" />`] : []),
    ...(meta.preloadImage ? [`<link rel="preload" as="image" href="${htmlEscape(meta.preloadImage)}" fetchpriority="high" />`] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
  ].join('\n    ');
  // Replaced by functions: a replacement string would read "$&", "$`", "$'" or "$$" in an ad's title as patterns.
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${htmlEscape(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${htmlEscape(meta.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

export type AdMetaInput = {
  id: number;
  title: string;
  description: string;
  price: number | null;
  priceType: string;
  location: string;
  /** The locality's id, for its name in the page's language. */
  locationId?: string;
  category: string;
  imageUrl?: string;
  createdAt: string;
};

export function adPageMeta(ad: AdMetaInput, publicUrl: string, language: Language = 'en'): PageMeta {
  const url = `${publicUrl}${language === 'en' ? `/ad/${ad.id}` : addressInLanguage(`/ad/${ad.id}`, language)}`;
  // The preview a shared link shows is in the language it was shared in: the price's words and the place's name.
  const words = SHARE_TEXTS[language];
  const price = formatPrice(ad.price, ad.priceType, words.price);
  const place = (ad.locationId && words.locations[ad.locationId]) || ad.location;
  const image = ad.imageUrl ? new URL(ad.imageUrl, publicUrl).toString() : undefined;
  const summary = ad.description.replace(/\s+/g, ' ').trim();
  return {
    title: `${ad.title} - ${price} | Mohalla Ads`,
    description: `${price} · ${place}, ${words.city} · ${summary}`.slice(0, 200),
    url,
    image,
    preloadImage: ad.imageUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: ad.title,
      description: summary.slice(0, 500),
      category: ad.category,
      ...(image ? { image: [image] } : {}),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        ...(ad.price !== null ? { price: ad.price } : {}),
        availability: 'https://schema.org/InStock',
        areaServed: `${ad.location}, Hyderabad`,
      },
    },
  };
}
