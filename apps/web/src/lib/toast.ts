import type { ToastOptions } from 'react-hot-toast';
import { TOAST_DURATIONS } from './toast-options';

export { TOAST_DURATIONS };

// react-hot-toast loads on the first toast (or when the lazy Toaster mounts), not with the first page:
// most visits raise none, and a phone saves the download (docs/decisions/009-page-budgets.md).
let library: Promise<typeof import('react-hot-toast').toast> | undefined;
const hotToast = () => (library ??= import('react-hot-toast').then((m) => m.toast));

/** The one way to raise a toast in the app, so durations stay the spec's. Toasts keep the order they were raised in. */
export const toast = {
  show: (message: string, options?: ToastOptions) =>
    void hotToast().then((t) => t(message, { duration: TOAST_DURATIONS.default, ...options })),
  success: (message: string, options?: ToastOptions) =>
    void hotToast().then((t) => t.success(message, { duration: TOAST_DURATIONS.success, ...options })),
  error: (message: string, options?: ToastOptions) =>
    void hotToast().then((t) => t.error(message, { duration: TOAST_DURATIONS.error, ...options })),
  dismiss: (id?: string) => void hotToast().then((t) => t.dismiss(id)),
};
