import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/countdown';

/** Seconds left until `deadline`, re-rendering once a second while it runs and stopping at zero. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(deadline, now);
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}
