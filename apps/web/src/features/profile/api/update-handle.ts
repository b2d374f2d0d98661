import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { userRootKey } from '@/api/users';
import { apiKey, callApi, invalidateApi } from '@/lib/api';
import { useStoreProfile } from '../hooks/use-store-profile';

/** PUT /api/profile/handle: the public profile's address; 409 taken, 429 changed less than 30 days ago. */
export function useUpdateHandle() {
  const queryClient = useQueryClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (body: ApiRequest<'PUT /profile/handle'>['body']) => callApi('PUT /profile/handle', { body }),
    onSuccess: (answer) => {
      storeProfile(answer);
      // Ad pages link the owner by handle, and the public profile is read by it.
      void invalidateApi(queryClient, apiKey('GET /ads'), userRootKey);
    },
  });
}
