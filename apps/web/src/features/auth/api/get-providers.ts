import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Providers = { google: boolean };

export const getProviders = async (): Promise<Providers> => (await api.get<{ success: boolean; data: Providers }>('/auth/providers')).data;

export const providersQueryKey = ['auth', 'providers'] as const;

// Which sign-in methods the server has configured changes only with a redeploy.
export const providersQueryOptions = () => queryOptions({ queryKey: providersQueryKey, queryFn: getProviders, staleTime: 30 * 60 * 1000 });

/** GET /api/auth/providers: whether Google sign-in is configured on this server. */
export function useProviders() {
  return useQuery(providersQueryOptions());
}
