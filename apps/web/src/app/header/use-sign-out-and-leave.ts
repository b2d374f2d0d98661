import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useSignOut } from '@/lib/auth';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * Sign Out ends the session on the server first, and only then returns to / and says so: the page never claims a
 * sign-out the server has not made. This phone's copy of the session is cleared once / is showing: cleared while a
 * guarded page is still on screen, that page would send the person to /login instead.
 */
export function useSignOutAndLeave() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const { forgetSession } = signOut;

  useEffect(() => {
    if (!hasSignedOut || pathname !== paths.home()) return;
    setHasSignedOut(false);
    forgetSession();
    toast.success(t('account.signedOut'));
  }, [hasSignedOut, pathname, forgetSession, t]);

  const start = () => {
    // A promise, not mutate() callbacks: the menu that started it may unmount before the answer comes.
    signOut.mutateAsync().then(
      () => {
        setHasSignedOut(true);
        void navigate(paths.home());
      },
      () => toast.error(t('account.signOutFailed')),
    );
  };
  return { signOut: start, isSigningOut: hasSignedOut || signOut.isPending };
}
