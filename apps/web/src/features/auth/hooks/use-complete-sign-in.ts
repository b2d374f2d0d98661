import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@mohalla/shared';
import { useNavigate } from 'react-router';
import { forgetAllButSession, useSetSessionUser } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** After any sign-in: the session cache holds the new user, a welcome toast, then the page that asked. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  return (user: Profile, message: string, returnTo: string) => {
    // Everything cached so far was fetched as a visitor (e.g. an ad without its contact details): ask again.
    forgetAllButSession(queryClient);
    setSessionUser(user);
    toast.success(message);
    void navigate(returnTo, { replace: true });
  };
}
