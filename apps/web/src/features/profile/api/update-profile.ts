import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth';
import { useStoreProfile } from '../hooks/use-store-profile';
import { profileQueryKey, ProfileResponseSchema } from './get-profile';

/** PUT /api/profile: name, phone, location, bio; the server renames the owner on the user's ads too. */
export const updateProfile = async (body: ProfileUpdate): Promise<Profile> => (await api.put('/profile', body, ProfileResponseSchema)).data;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      storeProfile(profile);
      // The new name shows on this user's ads, owner cards and public profile: ask for those again.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] && q.queryKey[0] !== profileQueryKey[0],
      });
    },
  });
}
