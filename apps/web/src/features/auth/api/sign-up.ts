import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';

/** POST /api/auth/signup: creates the account, signs it in and answers the profile; 409 when the email is taken. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (body: ApiRequest<'POST /auth/signup'>['body']) => (await callApi('POST /auth/signup', { body })).data,
  });
}
