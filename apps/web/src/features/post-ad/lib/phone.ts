/**
 * Sellers type numbers as "98765 43210", "+91 98765 43210" or "098765 43210"; the server wants 10 digits.
 * Anything that does not reduce to 10 digits is returned as typed digits, so validation can refuse it.
 */
export function normalisePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export const isValidPhone = (text: string) => /^[0-9]{10}$/.test(normalisePhone(text));
