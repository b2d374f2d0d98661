import type { DefaultToastOptions } from 'react-hot-toast';

/** Toast durations: default 4 s, success 3 s, error 4 s, loading until dismissed. */
export const TOAST_DURATIONS = { default: 4000, success: 3000, error: 4000 } as const;

/** Top-right, at most 350 px wide; react-hot-toast already caps the stack at 20 toasts. */
export const TOASTER_OPTIONS: DefaultToastOptions = {
  duration: TOAST_DURATIONS.default,
  style: { maxWidth: '350px' },
  success: { duration: TOAST_DURATIONS.success },
  error: { duration: TOAST_DURATIONS.error },
};
