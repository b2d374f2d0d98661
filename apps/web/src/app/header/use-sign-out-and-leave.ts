import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { useSignOut } from '@/lib/auth';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';

/**
 * Sign Out returns to / (spec section 2). It leaves first and ends the session once / is showing: cleared
 * while a guarded page is still on screen, that page would send the person to /login instead.
 */
export function useSignOutAndLeave() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    if (!isLeaving || pathname !== paths.home()) return;
    setIsLeaving(false);
    // A promise, not mutate() callbacks: the menu that started it unmounts as soon as the session is cleared.
    void signOut
      .mutateAsync()
      .catch(() => undefined)
      .then(() => toast.success(t('account.signedOut')));
  }, [isLeaving, pathname, signOut, t]);

  const start = () => {
    setIsLeaving(true);
    void navigate(paths.home());
  };
  return { signOut: start, isSigningOut: isLeaving || signOut.isPending };
}
