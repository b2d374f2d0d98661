import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { useStoreProfile } from '../hooks/use-store-profile';
import { ProfileResponseSchema } from './get-profile';

/** POST /api/profile/phone/verify: the code from the SMS; five wrong tries lock it. Answers the profile. */
export const verifyOtp = async (body: { otp: string }): Promise<Profile> =>
  (await api.post('/profile/phone/verify', body, ProfileResponseSchema)).data;

export function useVerifyOtp() {
  const storeProfile = useStoreProfile();
  return useMutation({ mutationFn: verifyOtp, onSuccess: storeProfile });
}
