import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popup on Escape (focus goes back to its button), on a press outside it, and when focus
 * leaves it by Tab, so keyboard and touch users are never left with a panel they cannot see the end of.
 */
export function useDismiss(
  isOpen: boolean,
  close: () => void,
  containerRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const isInside = (node: EventTarget | null) => node instanceof Node && Boolean(containerRef.current?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!isInside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (!isInside(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [isOpen, close, containerRef, buttonRef]);
}
