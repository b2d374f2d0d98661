import { useApiQuery } from '@/lib/api';

/** GET /api/phonepe/test: a fresh token request to the configured gateway, answered raw (never cached, never retried). */
export const usePhonePeTest = () => useApiQuery('GET /phonepe/test', {}, { staleTime: 0, gcTime: 0, retry: false });
