import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';

/** POST /api/profile/phone/send-otp: texts a 6-digit code; 429 with the wait when asked again within 60 s. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (body: ApiRequest<'POST /profile/phone/send-otp'>['body']) => callApi('POST /profile/phone/send-otp', { body }),
  });
}
