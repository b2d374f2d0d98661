import { useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '@mohalla/shared/contracts';
import { cachedApi } from '@/lib/api';
import { useSetSessionUser } from '@/lib/auth';

/** A profile the server just answered with goes to both caches, so the header's name follows at once. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return (answer: ApiResponse<'GET /profile'>) => {
    cachedApi(queryClient, 'GET /profile').set(answer);
    setSessionUser(answer.data);
  };
}
