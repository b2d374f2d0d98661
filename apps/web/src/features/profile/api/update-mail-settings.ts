import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';
import { useStoreProfile } from '../hooks/use-store-profile';

/** PUT /api/profile/mail-settings: the message-mail and marketing-mail switches; the answer is the profile. */
export function useUpdateMailSettings() {
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (body: ApiRequest<'PUT /profile/mail-settings'>['body']) => callApi('PUT /profile/mail-settings', { body }),
    onSuccess: storeProfile,
  });
}
