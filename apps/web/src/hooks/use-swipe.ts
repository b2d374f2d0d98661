import { useRef, type TouchEvent } from 'react';

const MIN_DISTANCE = 40;

/** Horizontal swipe on touch screens: left goes to the next photo, right to the previous one. */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const dx = touch.clientX - from.x;
      // Mostly vertical movement is the page scrolling, not a swipe.
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
