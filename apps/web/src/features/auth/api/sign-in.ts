import { useMutation } from '@tanstack/react-query';
import type { Login, Profile } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { ProfileResponseSchema } from './profile-response';

/** POST /api/auth/login: sets the session cookie; 401 "Invalid email or password" for any wrong pair. */
export const signIn = async (body: Login): Promise<Profile> => (await api.post('/auth/login', body, ProfileResponseSchema)).data;

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
