import { toast as hotToast, type ToastOptions } from 'react-hot-toast';
import { TOAST_DURATIONS } from './toast-options';

export { TOAST_DURATIONS };

/** The one way to raise a toast in the app, so durations stay the spec's. */
export const toast = {
  show: (message: string, options?: ToastOptions) => hotToast(message, { duration: TOAST_DURATIONS.default, ...options }),
  success: (message: string, options?: ToastOptions) => hotToast.success(message, { duration: TOAST_DURATIONS.success, ...options }),
  error: (message: string, options?: ToastOptions) => hotToast.error(message, { duration: TOAST_DURATIONS.error, ...options }),
  loading: (message: string, options?: ToastOptions) => hotToast.loading(message, options),
  dismiss: (id?: string) => hotToast.dismiss(id),
};
