import type { AdReportReason } from '@mohalla/shared';
import { reportOutcome } from '@/hooks/use-report-flow';
import { useApiMutation } from '@/lib/api';

/** POST /api/ads/{id}/report. */
export function useReportAd(options: { onDone: () => void }) {
  return useApiMutation('POST /ads/:id/report', reportOutcome(options.onDone));
}

export type AdReport = { reason: AdReportReason; details?: string };
