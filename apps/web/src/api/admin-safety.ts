import { useQueryClient } from '@tanstack/react-query';
import { apiKey, invalidateApi, useApiMutation, useApiQuery, type MutationRoute } from '@/lib/api';

/**
 * The Safety settings page's data (decision 030): held words (operators only) and every locality's safe places
 * (public, read by the safety tips too). An edit refreshes both lists, and the audit log it wrote to.
 */
const keywordsKey = apiKey('GET /admin/keywords');
const safePlacesKey = apiKey('GET /safe-places');
const auditKey = apiKey('GET /admin/audit');

export const useHeldKeywords = () => useApiQuery('GET /admin/keywords', {}, { select: (answer) => answer.data.keywords });

/** All localities' places: the tips' per-locality lists share the ['safe-places'] prefix and refresh with it. */
export const useAllSafePlaces = () => useApiQuery('GET /safe-places', { query: {} }, { select: (answer) => answer.data.places });

type SafetyEdit = Extract<
  MutationRoute,
  | 'POST /admin/keywords'
  | 'DELETE /admin/keywords/:word'
  | 'POST /admin/safe-places'
  | 'PUT /admin/safe-places/:id'
  | 'DELETE /admin/safe-places/:id'
>;

export function useSafetyEdit<R extends SafetyEdit>(route: R) {
  const queryClient = useQueryClient();
  return useApiMutation(route, { onSettled: () => invalidateApi(queryClient, keywordsKey, safePlacesKey, auditKey) });
}
