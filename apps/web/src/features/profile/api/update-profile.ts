import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { userRootKey } from '@/api/users';
import { apiKey, callApi, invalidateApi } from '@/lib/api';
import { useStoreProfile } from '../hooks/use-store-profile';

/** PUT /api/profile: name, phone, location, bio; the server renames the owner on the person's ads too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (body: ApiRequest<'PUT /profile'>['body']) => callApi('PUT /profile', { body }),
    onSuccess: (answer) => {
      storeProfile(answer);
      // The new name shows on this person's ads, owner cards, dashboard and public profile: ask for those again.
      void invalidateApi(queryClient, apiKey('GET /ads'), userRootKey);
    },
  });
}
