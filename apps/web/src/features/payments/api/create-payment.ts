import { useApiMutation } from '@/lib/api';

/** POST /api/pay {adId, planId}: the server prices the order from the plan; the answer carries the checkout url. */
export const useCreatePayment = () => useApiMutation('POST /pay');
