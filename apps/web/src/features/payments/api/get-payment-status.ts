import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api';
import { retryUnlessRefused } from '@/lib/api-client';

/** Poll every 3 s while PENDING; after this many answers (10 minutes) the page says the status is unknown. */
export const POLL_INTERVAL_MS = 3000;
export const MAX_POLLS = 200;

/** GET /api/payments/{merchantOrderId}: the server's word on the order, never the redirect's query string. */
export const paymentStatusQuery = (merchantOrderId: string) =>
  apiQuery(
    'GET /payments/:merchantOrderId',
    { params: { merchantOrderId } },
    {
      staleTime: 0,
      // The server asks PhonePe on every call while the order is pending.
      refetchInterval: (query) =>
        query.state.data?.data.state === 'PENDING' && query.state.dataUpdateCount < MAX_POLLS ? POLL_INTERVAL_MS : false,
      // A 4xx (unknown order, someone else's, amount refused) will not change by asking again.
      retry: retryUnlessRefused(2),
    },
  );

export function usePaymentStatus(merchantOrderId: string | null) {
  return useQuery({ ...paymentStatusQuery(merchantOrderId ?? ''), select: (answer) => answer.data, enabled: Boolean(merchantOrderId) });
}
