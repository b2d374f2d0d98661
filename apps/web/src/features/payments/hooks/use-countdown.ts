import { useEffect, useRef, useState } from 'react';

/** Counts down once per second while active and calls onDone at zero (the spec's 5 s redirect). */
export function useCountdown(isActive: boolean, seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!isActive) {
      setLeft(seconds);
      return;
    }
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isActive, seconds]);

  useEffect(() => {
    if (isActive && left === 0) done.current();
  }, [isActive, left]);

  return left;
}
