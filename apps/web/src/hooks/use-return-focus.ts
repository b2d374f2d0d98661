import { useState } from 'react';

/**
 * For a Radix dialog opened without a Dialog.Trigger: remembers what had focus when the dialog's content
 * mounted and gives it focus back on close (Radix would otherwise focus nothing). Call inside the content.
 */
export function useReturnFocus() {
  const [returnTo] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (event: Event) => {
    event.preventDefault();
    returnTo?.focus();
  };
}
