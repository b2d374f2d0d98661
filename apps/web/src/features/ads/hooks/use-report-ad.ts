import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useReportOnReturn } from '@/hooks/use-report-flow';
import { useSession } from '@/lib/auth';
import { useReportAd, type AdReport } from '../api/report-ad';

/** The ad page's address that opens the report dialog: where a visitor comes back to after signing in. */
export const reportReturn = (adId: number) => `${paths.ad(adId)}?report=1`;

/**
 * Report this ad: a visitor signs in first and comes back with the dialog open (?report=1); the owner gets no
 * report at all (canReport false).
 */
export function useReportAdDialog(adId: number, ownerHandle: string, isSignedIn: boolean) {
  const navigate = useNavigate();
  const { user } = useSession();
  const isOwnAd = Boolean(user && user.handle === ownerHandle);
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useReportAd({ onDone: () => setIsOpen(false) });

  const open = useCallback(() => {
    if (!isSignedIn) return void navigate(paths.login(reportReturn(adId)));
    setIsOpen(true);
  }, [adId, isSignedIn, navigate]);

  const openOnReturn = useCallback(() => {
    if (!isOwnAd) setIsOpen(true);
  }, [isOwnAd]);
  useReportOnReturn(isSignedIn && Boolean(user), openOnReturn);

  return {
    canReport: !isOwnAd,
    isOpen,
    setIsOpen,
    open,
    isBusy: mutation.isPending,
    submit: (report: AdReport) => mutation.mutate({ params: { id: adId }, body: report }),
  };
}
