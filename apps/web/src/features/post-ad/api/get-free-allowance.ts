import { useApiQuery } from '@/lib/api';

/**
 * GET /api/free-plan/allowance: the seller's free ads against the limits, for step 4. Always asked again when the
 * step opens: an ad sold, deleted or ended elsewhere changes it, and the server decides anyway.
 */
export const useFreeAllowance = ({ enabled }: { enabled: boolean }) =>
  useApiQuery('GET /free-plan/allowance', {}, { enabled, staleTime: 0, select: (answer) => answer.data });
