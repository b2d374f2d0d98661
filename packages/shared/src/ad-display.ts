/**
 * The parts of the ads contract the browser needs on its first pages. Kept free of zod so a page that only
 * lists ads does not download the schema library (docs/decisions/009-page-budgets.md); ads.ts re-exports them.
 */
export const AD_SORTS = ['featured', 'premium', 'recent', 'price-low', 'price-high', 'popular'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/** One picture of an ad as the list and detail answers carry it (AdImageSchema in ads.ts checks the same). */
export type AdImage = { url: string; thumb: string; width?: number; height?: number };

const isWholeNumber = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isInteger(v));

/** Images is a JSON string (spec section 3); this reads it defensively, as the spec's client did. */
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
      return [{ url, thumb: (thumb as string | undefined) ?? url, ...(width !== undefined && { width: width as number }), ...(height !== undefined && { height: height as number }) }];
    });
  } catch {
    return [];
  }
}
