import { reportTexts } from '@mohalla/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { refusalMessage } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * What a report's mutation does with the answer: the thanks as a toast; a refusal ("already reported", 409) in the
 * server's words. Reporting again will not change a refusal, so the dialog closes on it; after a network failure it
 * stays open to try again.
 */
export const reportOutcome = (onDone: () => void) => ({
  onSuccess: (answer: { message: string }) => {
    toast.success(answer.message);
    onDone();
  },
  onError: (error: unknown) => {
    toast.error(refusalMessage(error, reportTexts(currentLanguage()).form.failed));
    if (refusalMessage(error, '') !== '') onDone();
  },
});

/**
 * Back from signing in with ?report=1 (a visitor asked to report first): once `isReady`, the address forgets the
 * mark and `onReturn` opens the dialog.
 */
export function useReportOnReturn(isReady: boolean, onReturn: () => void) {
  const [params, setParams] = useSearchParams();
  const wantsDialog = params.get('report') === '1';
  useEffect(() => {
    if (!wantsDialog || !isReady) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('report');
        return next;
      },
      { replace: true },
    );
    onReturn();
  }, [wantsDialog, isReady, setParams, onReturn]);
}
