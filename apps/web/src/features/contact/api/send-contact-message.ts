import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@mohalla/shared';
import { api } from '@/lib/api-client';

type ContactResponse = { success: boolean; message?: string };

/** POST /api/contact: stored server-side (architecture section 9), answers { success, message }. */
export const sendContactMessage = (body: ContactMessage): Promise<ContactResponse> => api.post('/contact', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
