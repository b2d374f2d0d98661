/** The three neighbourhoods served, all in Hyderabad. */
export const LOCATIONS = [
  { id: 'nagaram', name: 'Nagaram', city: 'Hyderabad', state: 'Telangana' },
  { id: 'ecil', name: 'ECIL', city: 'Hyderabad', state: 'Telangana' },
  { id: 'dammaiguda', name: 'Dammaiguda', city: 'Hyderabad', state: 'Telangana' },
] as const;

export type LocationId = (typeof LOCATIONS)[number]['id'];
export const LOCATION_IDS = LOCATIONS.map((l) => l.id) as [LocationId, ...LocationId[]];

export function findLocation(id: string | null | undefined) {
  if (!id) return undefined;
  const needle = id.toLowerCase();
  return LOCATIONS.find((l) => l.id === needle || l.name.toLowerCase() === needle);
}
