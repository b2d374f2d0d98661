import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@mohalla/shared';
import { api } from '@/lib/api-client';
import { takeBootResponse } from '@/lib/boot-data';
import { LIST_STALE_TIME } from '@/lib/query-keys';

// Typed by the shared contract, not parsed at runtime: zod would add ~25 KB gzipped to the home page's first load.
export const getCategories = (): Promise<Category[]> => api.get('/categories');

export const categoriesQueryKey = ['categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: getCategories,
    // Inlined in a visitor's home page, which the server drew from it (decision 016).
    initialData: () => takeBootResponse('/categories') as Category[] | undefined,
    staleTime: LIST_STALE_TIME,
  });

/** GET /api/categories: [{ CategoryKey, CategoryName, Subcategories }], cached 5 minutes. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
