import { useEffect, useRef, useState } from 'react';

/**
 * The text of a box on a page the server may have drawn (decision 016), kept as state and following `value` (the
 * address's search: back/forward or a link with another one replaces what is typed).
 *
 * Someone may type into the drawn box before the app has taken over. Hydration keeps the element and what it holds,
 * but the state starts from the server's text: a submit would see the old text, and the next render would put it
 * back into the box. So the state takes the box's text once the app has it, and `read()` reads the box itself, for
 * a submit that arrives while React hydrates the page to answer it, before any effect has run.
 */
export function useDrawnTextBox(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }
  useEffect(() => {
    if (ref.current) setText(ref.current.value);
  }, []);
  const read = () => ref.current?.value ?? text;
  return { ref, text, setText, read };
}
