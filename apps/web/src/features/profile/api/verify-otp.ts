import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';
import { useStoreProfile } from '../hooks/use-store-profile';

/** POST /api/profile/phone/verify: the code from the SMS; five wrong tries lock it. Answers the profile. */
export function useVerifyOtp() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (body: ApiRequest<'POST /profile/phone/verify'>['body']) => callApi('POST /profile/phone/verify', { body }),
    onSuccess: storeProfile,
  });
}
