import { useApiQuery } from '@/lib/api';

/**
 * GET /api/payment-plans: prices in rupees (the server charges from its own copy), for the wizard's plan step and
 * the payment demo. Reference data, fresh for the app's default 5 minutes. Apart from the catalogue's lists, so the
 * first pages do not carry it.
 */
export const usePaymentPlans = () => useApiQuery('GET /payment-plans', {});
