const MAX_ID = 2_147_483_647;

/** The ?edit= value as an ad id, or null for anything else ("", "undefined", "null", "abc", "0"...). */
export function parseAdId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id <= MAX_ID ? id : null;
}
