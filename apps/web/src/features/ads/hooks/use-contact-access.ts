import type { AdDetail } from '@mohalla/shared';

/**
 * Whether this viewer may see the seller's contact details. The server sends the contact fields (even as null)
 * and isFavorite only to signed-in callers, so their presence is the signal; the page
 * needs no session of its own and cannot show what the server withheld.
 */
export function useContactAccess(ad: AdDetail) {
  const isSignedIn = ad.contactPhone !== undefined || ad.contactWhatsapp !== undefined || ad.isFavorite !== undefined;
  return { isSignedIn };
}
