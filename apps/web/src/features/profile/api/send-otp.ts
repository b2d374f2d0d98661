import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type SendOtpResponse = { success: boolean; message: string; data: { resendAfter: number } };

/** POST /api/profile/phone/send-otp: texts a 6-digit code; 429 with the wait when asked again within 60 s. */
export const sendOtp = (body: { phone: string }) => api.post<SendOtpResponse>('/profile/phone/send-otp', body);

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
