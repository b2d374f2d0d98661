import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { ProfileResponseSchema } from './profile-response';

type ResetBody = { token: string; password: string; confirmPassword: string };

/** POST /api/auth/reset-password: sets the password, ends other sessions and signs this one in. */
export const resetPassword = async (body: ResetBody): Promise<Profile> =>
  (await api.post('/auth/reset-password', body, ProfileResponseSchema)).data;

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
