import { useCallback, useState } from 'react';

/** Index over `count` items where previous and next wrap around at both ends (the galleries' rule). */
export function useCarousel(count: number, initialIndex = 0) {
  const [rawIndex, setIndex] = useState(initialIndex);
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;
  const next = useCallback(() => setIndex((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((i) => (count > 0 ? (i - 1 + count) % count : 0)), [count]);
  return { index, next, previous, goTo: setIndex };
}
