import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export const requestPasswordReset = (body: { email: string }) =>
  api.post<{ success: boolean; message: string }>('/auth/forgot-password', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
