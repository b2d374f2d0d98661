import { useQuery } from '@tanstack/react-query';
import { PhonePeTestResponseSchema, type PhonePeTestResponse } from '@mohalla/shared';
import { api } from '@/lib/api-client';

export const getPhonePeTest = (): Promise<PhonePeTestResponse> => api.get('/phonepe/test', PhonePeTestResponseSchema);

/** GET /api/phonepe/test: a fresh token request to the configured gateway, answered raw. */
export function usePhonePeTest() {
  return useQuery({ queryKey: ['phonepe-test'], queryFn: getPhonePeTest, staleTime: 0, gcTime: 0, retry: false });
}
