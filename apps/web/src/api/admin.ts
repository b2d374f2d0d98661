import { useQueryClient } from '@tanstack/react-query';
import type { MutationRoute } from '@/lib/api';
import { apiKey, invalidateApi, useApiMutation, useApiQuery } from '@/lib/api';

/**
 * The operator console's reports queue, removed ads, audit log and actions (decisions 025, 026). Every answer
 * lives under /admin: an action refreshes the whole console (the queue, the removed ads and the audit log move
 * together), and the ads' lists, which a hidden or restored ad leaves or rejoins.
 */
export const adminRootKey = apiKey('GET /admin/reports').slice(0, 1);

export const useReportsQueue = (page: number) => useApiQuery('GET /admin/reports', { query: { page } });
export const useHiddenAds = (page: number) => useApiQuery('GET /admin/hidden-ads', { query: { page } });
/** `before`: the last id of the page read (older entries); undefined for the newest. */
export const useAuditLog = (before: number | undefined) => useApiQuery('GET /admin/audit', { query: { before } });

type AdminAction = Extract<
  MutationRoute,
  | 'POST /admin/ads/:id/hide'
  | 'POST /admin/ads/:id/restore'
  | 'POST /admin/ads/:id/refund'
  | 'POST /admin/reports/dismiss'
  | 'POST /admin/users/:id/suspend'
  | 'POST /admin/users/:id/reinstate'
>;

/** One operator action; settled either way, the console and the ads' lists ask again (another operator may have acted). */
export function useAdminAction<R extends AdminAction>(route: R) {
  const queryClient = useQueryClient();
  return useApiMutation(route, { onSettled: () => invalidateApi(queryClient, adminRootKey, apiKey('GET /ads')) });
}
