import type { QueryClient } from '@tanstack/react-query';
import { apiKey, invalidateApi } from '@/lib/api';
import { favoritesRootKey } from '@/api/favorites';
import { userRootKey } from '@/api/users';

/** A deleted or sold ad leaves every list and page that shows it: browse and ad pages, the owner's lists, favourites. */
export const refreshAdLists = (queryClient: QueryClient) => invalidateApi(queryClient, apiKey('GET /ads'), userRootKey, favoritesRootKey);
