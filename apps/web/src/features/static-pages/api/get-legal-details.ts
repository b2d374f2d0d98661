import { useApiQuery } from '@/lib/api';

/** GET /api/legal: the operator's legal name, address and contact, and its Grievance Officer (server settings). */
export const useLegalDetails = () => useApiQuery('GET /legal', {}, { staleTime: 5 * 60_000 });
