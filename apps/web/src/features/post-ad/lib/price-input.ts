import { AdPriceSchema, formatPrice, type PriceType } from '@mohalla/shared';

/** People type "₹ 6,500": the rupee sign and spaces go; commas, number-ness and sign are the server's schema to judge. */
export const priceText = (typed: string) => typed.replace(/[\s₹]/g, '');

/** The price the server will store: null for free ads, blanks and anything its schema refuses (validation says why). */
export function priceValue(typed: string, priceType: PriceType): number | null {
  if (priceType === 'free') return null;
  const parsed = AdPriceSchema.safeParse(priceText(typed));
  return parsed.success ? (parsed.data ?? null) : null;
}

/** The price as buyers will see it (/month, LPA, Free), or null while nothing valid is typed. */
export function pricePreview(typed: string, priceType: PriceType): string | null {
  if (priceType === 'free') return formatPrice(null, 'free');
  const value = priceValue(typed, priceType);
  return value === null ? null : formatPrice(value, priceType);
}
