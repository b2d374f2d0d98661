/**
 * Keeps a phone input to the 10 digits the server wants while people type or paste "+91 98480 12345",
 * "098480-12345" or spaces: the country prefix and a trunk 0 are dropped, anything else not a digit too.
 */
export function toPhoneDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}
