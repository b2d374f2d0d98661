import { REPORT_FORM_TEXTS, type PersonReportReason } from '@mohalla/shared';
import { useApiMutation } from '@/lib/api';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type PersonReport = { reason: PersonReportReason; details?: string };

/** POST /api/users/{handle}/report: the thanks as a toast; a refusal ("already reported", 409) in the server's words. */
export function useReportPerson(options: { onDone: () => void }) {
  return useApiMutation('POST /users/:handle/report', {
    onSuccess: (answer) => {
      toast.success(answer.message);
      options.onDone();
    },
    onError: (error) => {
      toast.error(refusalMessage(error, REPORT_FORM_TEXTS.failed));
      // Asking again will not change a refusal: the dialog closes on it, and stays open after a network failure.
      if (refusalMessage(error, '') !== '') options.onDone();
    },
  });
}
