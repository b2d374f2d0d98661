import { useApiQuery } from '@/lib/api';

/** GET /api/ad-statuses: [{ key, name, color, textColor }] for the status badges; reference data, fresh for the app's default 5 minutes. */
export const useAdStatuses = () => useApiQuery('GET /ad-statuses', {});
