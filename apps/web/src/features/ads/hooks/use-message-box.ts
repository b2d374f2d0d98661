import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AdDetail } from '@mohalla/shared';
import { findMyThreadAbout } from '@/api/send-messages';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/** The ad page's address that opens its message box: where a visitor comes back to after signing in. */
export const messageBoxReturn = (adId: number) => `${paths.ad(adId)}?message=1`;

/**
 * Send Message on the ad page: a visitor signs in first and comes back with the box open (?message=1); a buyer
 * who already wrote about this ad goes to that thread; anyone else gets the message box. The seller is sent to
 * the messages about their ad instead (isOwnAd).
 */
export function useMessageBox(ad: AdDetail, isSignedIn: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [isOpen, setIsOpen] = useState(false);
  const isOwnAd = Boolean(user && user.handle === ad.owner.handle);

  const open = useCallback(async () => {
    if (!isSignedIn) return void navigate(paths.login(messageBoxReturn(ad.id)));
    const existing = await findMyThreadAbout(queryClient, ad.id).catch(() => null);
    if (existing !== null) return void navigate(paths.conversation(existing));
    setIsOpen(true);
  }, [ad.id, isSignedIn, navigate, queryClient]);

  // Back from signing in with ?message=1: the box opens once, and the address forgets it (Back does not reopen it).
  const wantsBox = params.get('message') === '1';
  useEffect(() => {
    if (!wantsBox || !isSignedIn || !user) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        return next;
      },
      { replace: true },
    );
    if (!isOwnAd) void open();
  }, [wantsBox, isSignedIn, user, isOwnAd, open, setParams]);

  return { isOpen, setIsOpen, open, isOwnAd };
}
