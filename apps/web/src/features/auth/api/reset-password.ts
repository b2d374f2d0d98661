import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';

/** POST /api/auth/reset-password: sets the password, ends other sessions and signs this one in; answers the profile. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ApiRequest<'POST /auth/reset-password'>['body']) =>
      (await callApi('POST /auth/reset-password', { body })).data,
  });
}
