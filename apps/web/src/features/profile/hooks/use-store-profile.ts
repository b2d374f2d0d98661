import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@mohalla/shared';
import { useSetSessionUser } from '@/lib/auth';
import { profileQueryKey } from '../api/get-profile';

/** A profile the server just answered with goes to both caches, so the header's name follows at once. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    setSessionUser(profile);
  };
}
