import { useApiMutation } from '@/lib/api';

/** POST /api/grievances: answers the complaint's number (G-12); rate limited per address. */
export const useFileGrievance = () => useApiMutation('POST /grievances');
