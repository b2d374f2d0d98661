import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPlan } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { LIST_STALE_TIME } from '@/lib/query-keys';

/** GET /api/payment-plans: prices in rupees; the server charges from its own copy. */
export const getPaymentPlans = (): Promise<PaymentPlan[]> => api.get('/payment-plans');

export const paymentPlansQueryOptions = () =>
  queryOptions({ queryKey: ['payment-plans'], queryFn: getPaymentPlans, staleTime: LIST_STALE_TIME });

export function usePaymentPlans() {
  return useQuery(paymentPlansQueryOptions());
}
