import { useMutation } from '@tanstack/react-query';
import { PayResponseSchema, type PayRequest, type PayResponse } from '@mohalla/shared';
import { api } from '@/lib/api-client';

/** POST /api/pay {adId, planId}: the server prices the order from the plan; the answer carries the checkout url. */
export const createPayment = (body: PayRequest): Promise<PayResponse> => api.post('/pay', body, PayResponseSchema);

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
