import { useEffect, useRef } from 'react';

/**
 * A text box on a page the server may have drawn (decision 016) whose text follows `value` (the address's search:
 * back/forward or a link with another one replaces what is typed).
 *
 * Someone may type into the drawn box before the app has taken over, and press Enter while React hydrates the page.
 * The box is uncontrolled, so the DOM keeps what was typed: a controlled box is set back to its state (the server's
 * text) after the first event React handles, and a key pressed during hydration makes React finish hydrating inside
 * that very key's handling, which emptied the box before its Enter could submit it. `read()` reads the box itself.
 */
export function useDrawnTextBox(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  const followed = useRef(value);
  useEffect(() => {
    if (followed.current === value) return;
    followed.current = value;
    if (ref.current) ref.current.value = value;
  }, [value]);
  const read = () => ref.current?.value ?? value;
  return { ref, defaultValue: value, read };
}
