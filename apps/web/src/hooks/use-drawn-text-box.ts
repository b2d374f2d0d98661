import { useEffect, useRef } from 'react';

/**
 * A text box on a page the server may have drawn (decision 016) whose text follows `value` (the address's search:
 * back/forward or a link with another one replaces what is typed).
 *
 * Someone may type into the drawn box before the app has taken over, and press Enter while React hydrates the page.
 * The box is uncontrolled, so the DOM keeps what was typed: a controlled box's state starts from the server's text, and
 * any render before an effect could copy the typed text into it put the server's text back, emptying the box before
 * such an Enter could submit it (decision 016, twenty-second session). `read()` reads the box itself.
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
