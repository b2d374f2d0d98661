import { formatPrice } from '@mohalla/shared';

/** Whether the signed-in person is looking at their own profile: the username is their email or display name. */
export function isOwnProfile(username: string, user: { email: string; displayName: string } | null): boolean {
  if (!user) return false;
  const needle = username.trim().toLowerCase();
  return needle !== '' && (needle === user.email.trim().toLowerCase() || needle === user.displayName.trim().toLowerCase());
}

/** A listing's price on the public profile: "Price on Request" when there is none. */
export function listingPrice(price: number | null, priceType: string, onRequest: string): string {
  if (priceType !== 'free' && (price === null || Number.isNaN(price))) return onRequest;
  return formatPrice(price, priceType);
}
