import { QueryClient } from '@tanstack/react-query';

/** The spec's list cache duration, and every answer's unless its query says otherwise. */
const LIST_STALE_TIME = 5 * 60 * 1000;

/** One retry keeps failures visible quickly on slow networks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIST_STALE_TIME, gcTime: 10 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
