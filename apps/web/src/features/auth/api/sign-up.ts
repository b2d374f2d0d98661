import { useMutation } from '@tanstack/react-query';
import type { Profile, Signup } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { ProfileResponseSchema } from './profile-response';

/** POST /api/auth/signup: creates the account and signs it in; 409 when the email is taken. */
export const signUp = async (body: Signup): Promise<Profile> => (await api.post('/auth/signup', body, ProfileResponseSchema)).data;

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
