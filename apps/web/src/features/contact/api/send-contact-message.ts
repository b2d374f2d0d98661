import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { callApi } from '@/lib/api';

/** POST /api/contact: stored for the team and rate limited per address; answers { success, message }. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ApiRequest<'POST /contact'>['body']) => callApi('POST /contact', { body }) });
}
