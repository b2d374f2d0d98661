import { useMutation } from '@tanstack/react-query';
import type { ApiRequest } from '@mohalla/shared/contracts';
import { apiPath, callApi } from '@/lib/api';

/** POST /api/profile/delete: the server ends every session and clears the cookie; the page forgets the rest. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: ApiRequest<'POST /profile/delete'>['body']) => callApi('POST /profile/delete', { body }),
  });
}

/** Navigation state that tells /account-deleted the deletion just happened on this phone. */
export const ACCOUNT_DELETED_STATE = { isAccountDeleted: true } as const;

/** GET /api/profile/export as a plain link: the browser saves the file the server names. */
export const exportDownloadUrl = `/api${apiPath('GET /profile/export')}`;

/** Google's sign-in, back to the profile's data section: a Google-only account proves itself this way before deleting. */
export const googleAgainUrl = `/api${apiPath('GET /auth/google', { query: { returnTo: '/profile#your-data' } })}`;
