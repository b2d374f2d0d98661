import type { PersonReportReason } from '@mohalla/shared';
import { reportOutcome } from '@/hooks/use-report-flow';
import { useApiMutation } from '@/lib/api';

export type PersonReport = { reason: PersonReportReason; details?: string };

/** POST /api/users/{handle}/report. */
export function useReportPerson(options: { onDone: () => void }) {
  return useApiMutation('POST /users/:handle/report', reportOutcome(options.onDone));
}
