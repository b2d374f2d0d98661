import type { InboxKind, InboxStatus } from '@mohalla/shared';
import { useQueryClient } from '@tanstack/react-query';
import { adminRootKey } from '@/api/admin';
import { invalidateApi, useApiMutation, useApiQuery } from '@/lib/api';

/** GET /api/admin/inbox: contact messages and grievances, open ones the longest waiting first (decision 028). */
export const useInbox = (query: { kind: InboxKind | undefined; status: InboxStatus; page: number }) =>
  useApiQuery('GET /admin/inbox', { query });

/** Reply by mail, or mark done; either way the console asks again (the inbox and the audit log move together). */
export function useInboxAction<R extends 'POST /admin/inbox/:id/reply' | 'POST /admin/inbox/:id/done'>(route: R) {
  const queryClient = useQueryClient();
  return useApiMutation(route, { onSettled: () => invalidateApi(queryClient, adminRootKey) });
}
