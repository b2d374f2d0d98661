import { QueryClient } from '@tanstack/react-query';
import { LIST_STALE_TIME } from '@/lib/query-keys';

/** Lists stay fresh 5 minutes (spec section 9); one retry keeps failures visible quickly on slow networks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIST_STALE_TIME, gcTime: 10 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
