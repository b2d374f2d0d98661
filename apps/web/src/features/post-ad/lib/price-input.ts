import { formatPrice, type PriceType } from '@mohalla/shared';

export type ParsedPrice = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'negative' } | { kind: 'ok'; value: number };

/** Reads the typed price: Indian grouping commas, spaces and a leading ₹ are allowed; anything else is not a number. */
export function parsePriceInput(text: string): ParsedPrice {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (cleaned === '') return { kind: 'empty' };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { kind: 'invalid' };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  if (value < 0) return { kind: 'negative' };
  return { kind: 'ok', value };
}

/** The price as buyers will see it (spec section 5 display rules), or null while nothing valid is typed. */
export function pricePreview(text: string, priceType: PriceType): string | null {
  if (priceType === 'free') return formatPrice(null, 'free');
  const parsed = parsePriceInput(text);
  return parsed.kind === 'ok' ? formatPrice(parsed.value, priceType) : null;
}

/** The payload's Price: null for free ads and blanks, the number otherwise. */
export function priceForPayload(text: string, priceType: PriceType): number | null {
  if (priceType === 'free') return null;
  const parsed = parsePriceInput(text);
  return parsed.kind === 'ok' ? parsed.value : null;
}
