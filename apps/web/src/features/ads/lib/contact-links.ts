import { siteOrigin } from '@/lib/site-origin';

/** A 10-digit Indian number from what the seller typed (+91, spaces, dashes), or null for a missing or placeholder one. */
export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10 || /^0+$/.test(digits)) return null;
  return digits;
}

/** tel:+91{phone} (spec section 7). */
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
