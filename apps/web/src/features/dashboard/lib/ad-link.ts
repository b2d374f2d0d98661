/** The public address of an ad, {origin}/ad/{id}, as the share button copies it. */
export const adLink = (adId: number, origin = window.location.origin) => `${origin}/ad/${adId}`;

/** Copies text; false when the browser refuses (no permission, an insecure origin, no focus). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
