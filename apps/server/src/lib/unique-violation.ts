type ErrorChain = { code?: string; cause?: unknown } | undefined;

/** True when a unique index refused a write (SQLSTATE 23505), looking through the ORM's wrapping (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as ErrorChain, depth = 0; e && depth < 5; e = e.cause as ErrorChain, depth++) {
    if (typeof e === 'object' && e.code === '23505') return true;
  }
  return false;
}
