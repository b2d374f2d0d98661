import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';

/** POST /api/auth/login: sets the session cookie and answers the profile; 401 "Invalid email or password" for any wrong pair. */
export function useSignIn() {
  return useMutation({
    mutationFn: async (body: ApiRequest<'POST /auth/login'>['body']) => (await callApi('POST /auth/login', { body })).data,
  });
}
