import { useApiQuery } from '@/lib/api';

// Reference data: the same for everyone, changed only by a deploy, inlined in the pages the server draws, and fresh
// for the app's default 5 minutes.

/** GET /api/categories: [{ CategoryKey, CategoryName, Subcategories }]. */
export const useCategories = () => useApiQuery('GET /categories', {});

/** GET /api/locations: [{ LocationId, LocationName, City, State }]. */
export const useLocations = () => useApiQuery('GET /locations', {});
