import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ApiRequest<'POST /auth/forgot-password'>['body']) => callApi('POST /auth/forgot-password', { body }),
  });
}
