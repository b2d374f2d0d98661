import { REPORT_FORM_TEXTS, type AdReportReason } from '@mohalla/shared';
import { useApiMutation } from '@/lib/api';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** POST /api/ads/{id}/report: the thanks as a toast; a refusal ("already reported", 409) in the server's words. */
export function useReportAd(options: { onDone: () => void }) {
  return useApiMutation('POST /ads/:id/report', {
    onSuccess: (answer) => {
      toast.success(answer.message);
      options.onDone();
    },
    onError: (error) => {
      toast.error(refusalMessage(error, REPORT_FORM_TEXTS.failed));
      // Reporting again will not change a refusal (already reported, own ad, gone): the dialog closes on it.
      if (refusalMessage(error, '') !== '') options.onDone();
    },
  });
}

export type AdReport = { reason: AdReportReason; details?: string };
