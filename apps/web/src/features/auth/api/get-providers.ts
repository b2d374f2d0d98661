import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api';

/** GET /api/auth/providers: whether Google sign-in is configured, which changes only with a redeploy. */
export const providersQuery = () => apiQuery('GET /auth/providers', {}, { staleTime: 30 * 60 * 1000 });

export const useProviders = () => useQuery(providersQuery());
