import { normalisePhone, PHONE_DIGITS } from '@mohalla/shared';
import { siteOrigin } from '@/lib/site-origin';

/** The seller's number to call or message (the shared normaliser's 10 digits), or null for a missing or placeholder one. */
export function callablePhone(phone: string | null | undefined): string | null {
  const digits = phone ? normalisePhone(phone) : '';
  return PHONE_DIGITS.test(digits) && !/^0+$/.test(digits) ? digits : null;
}

/** tel:+91{phone}. */
export const telHref = (phone: string) => `tel:+91${phone}`;

/** wa.me/91{number} with the plus removed, with a message naming the ad. */
export const whatsappChatHref = (phone: string, text: string) => `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;

/** wa.me/?text=... lets the person pick who to share the ad with. */
export const whatsappShareHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The canonical public address of an ad: {origin}/ad/{id}. */
export const adUrl = (id: number) => `${siteOrigin()}/ad/${id}`;

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure origin). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
