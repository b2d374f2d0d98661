/**
 * The parts of the ads contract the browser needs on its first pages. Kept free of zod so a page that only
 * lists ads does not download the schema library (docs/decisions/009-page-budgets.md); ads.ts re-exports them.
 */
export const AD_SORTS = ['featured', 'premium', 'recent', 'price-low', 'price-high', 'popular'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/**
 * One picture of an ad as the list and detail answers carry it (AdImageSchema in ads.ts checks the same).
 * `medium` (the 800 px variant) is in detail answers only.
 */
export type AdImage = { url: string; thumb: string; medium?: string; width?: number; height?: number };

/** `sizes` of the detail page's main photo: the whole phone screen, at most 800 CSS px on a wide one. */
export const DETAIL_PHOTO_SIZES = '(min-width: 1024px) 800px, 100vw';

/**
 * `srcset` of the detail page's main photo: a phone takes the 800 px variant instead of the full one (a third of
 * the bytes, the page's largest paint). Undefined when there is no smaller variant. The server's preload of
 * that photo uses the same, or the browser would download a second copy.
 */
export function detailPhotoSrcSet(image: AdImage): string | undefined {
  if (!image.medium || image.medium === image.url) return undefined;
  return `${image.medium} 800w, ${image.url} ${image.width && image.width > 800 ? image.width : 1600}w`;
}

const isWholeNumber = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isInteger(v));

/** An ad's Images is a JSON string: an array of image objects or bare URLs; this reads it defensively, as the spec's client did. */
export function parseAdImages(images: string | null | undefined): AdImage[] {
  if (!images) return [];
  try {
    const parsed: unknown = JSON.parse(images);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown): AdImage[] => {
      if (typeof entry === 'string') return [{ url: entry, thumb: entry }];
      if (!entry || typeof entry !== 'object') return [];
      const { url, thumb, width, height } = entry as Record<string, unknown>;
      if (typeof url !== 'string' || (thumb !== undefined && typeof thumb !== 'string')) return [];
      if (!isWholeNumber(width) || !isWholeNumber(height)) return [];
      return [
        {
          url,
          thumb: (thumb as string | undefined) ?? url,
          ...(width !== undefined && { width: width as number }),
          ...(height !== undefined && { height: height as number }),
        },
      ];
    });
  } catch {
    return [];
  }
}
