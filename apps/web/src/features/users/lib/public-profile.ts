import { formatPrice, isHandle } from '@mohalla/shared';

/**
 * What a /user/{segment} address can name: a handle, or an old link's display name to find the handle of. An
 * email names nothing: it is never sent anywhere to be looked up.
 */
export function profileAddress(segment: string): { handle: string | null; name: string | null } {
  const text = segment.trim();
  if (text === '' || text.includes('@')) return { handle: null, name: null };
  return { handle: isHandle(text) ? text : null, name: text };
}

/** A listing's price on the public profile: "Price on Request" when there is none. */
export function listingPrice(price: number | null, priceType: string, onRequest: string): string {
  if (priceType !== 'free' && (price === null || Number.isNaN(price))) return onRequest;
  return formatPrice(price, priceType);
}
