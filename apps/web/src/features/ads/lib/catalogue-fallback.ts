import { CATEGORIES, LOCATIONS, type Category, type Location } from '@mohalla/shared';

/** Until (or if never) the catalogue arrives, the built-in six categories keep browse usable. */
export function categoriesOrBuiltIn(server: Category[] | undefined): Category[] {
  if (server && server.length > 0) return server;
  return CATEGORIES.map((c) => ({ CategoryKey: c.id, CategoryName: c.name, Subcategories: [...c.subcategories] }));
}

/** The three built-in neighbourhoods stand in for the server list the same way. */
export function locationsOrBuiltIn(server: Location[] | undefined): Location[] {
  if (server && server.length > 0) return server;
  return LOCATIONS.map((l) => ({ LocationId: l.id, LocationName: l.name, City: l.city, State: l.state }));
}
