import { useQueryClient } from '@tanstack/react-query';

/**
 * A saved ad changes lists owned by other features (browse, dashboard, my ads) whose keys this feature may not
 * import; everything but the session is marked stale, and only what is on screen refetches.
 */
export function useInvalidateAdLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
}
