import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPlan } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { LIST_STALE_TIME } from '@/lib/query-keys';

/** GET /api/payment-plans: [{ PlanId, PlanKey, PlanName, Price (rupees), DurationDays, Features }]. */
export const getPaymentPlans = (): Promise<PaymentPlan[]> => api.get('/payment-plans');

export const paymentPlansQueryKey = ['payment-plans'] as const;

export const paymentPlansQueryOptions = () =>
  queryOptions({ queryKey: paymentPlansQueryKey, queryFn: getPaymentPlans, staleTime: LIST_STALE_TIME });

export function usePaymentPlans() {
  return useQuery(paymentPlansQueryOptions());
}
