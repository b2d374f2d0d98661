import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentStatusResponseSchema, type PaymentStatus } from '@mohalla/shared';
import { api, ApiError } from '@/lib/api-client';

/** Poll every 3 s while PENDING; after this many answers (10 minutes) the page says the status is unknown. */
export const POLL_INTERVAL_MS = 3000;
export const MAX_POLLS = 200;

export const getPaymentStatus = async (merchantOrderId: string): Promise<PaymentStatus> =>
  (await api.get(`/payments/${encodeURIComponent(merchantOrderId)}`, PaymentStatusResponseSchema)).data;

export const paymentStatusQueryKey = (merchantOrderId: string) => ['payments', merchantOrderId] as const;

export const paymentStatusQueryOptions = (merchantOrderId: string) =>
  queryOptions({
    queryKey: paymentStatusQueryKey(merchantOrderId),
    queryFn: () => getPaymentStatus(merchantOrderId),
    staleTime: 0,
    // The server asks PhonePe on every call while the order is pending.
    refetchInterval: (query) =>
      query.state.data?.state === 'PENDING' && query.state.dataUpdateCount < MAX_POLLS ? POLL_INTERVAL_MS : false,
    // A 4xx (unknown order, someone else's, amount refused) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** GET /api/payments/{merchantOrderId}: the server's word on the order, never the redirect's query string. */
export function usePaymentStatus(merchantOrderId: string | null) {
  return useQuery({ ...paymentStatusQueryOptions(merchantOrderId ?? ''), enabled: Boolean(merchantOrderId) });
}
