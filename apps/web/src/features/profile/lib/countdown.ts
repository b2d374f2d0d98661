/** Whole seconds left until `deadline` (ms since epoch), never below zero; 59.2 s still reads as 60. */
export function secondsUntil(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 65 -> "1:05", 9 -> "0:09": the resend wait as people read a clock. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
