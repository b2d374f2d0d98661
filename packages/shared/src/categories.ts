/** The six built-in categories. Server rows are matched to these by key. */
export const CATEGORIES = [
  {
    id: 'real-estate',
    name: 'Real Estate',
    subcategories: ['Houses', 'Flats', 'PG', 'Commercial Space', 'Land'],
    description: 'Houses, flats, PGs and land for rent or sale',
  },
  {
    id: 'jobs',
    name: 'Jobs',
    subcategories: ['Full-time', 'Part-time', 'Freelance', 'Internship', 'Remote'],
    description: 'Local jobs and openings',
  },
  {
    id: 'electronics',
    name: 'Electronics',
    subcategories: ['Mobiles', 'Laptops', 'Tablets', 'TV & Audio', 'Appliances'],
    description: 'Phones, laptops, TVs and appliances',
  },
  {
    id: 'education',
    name: 'Education',
    subcategories: ['Tuitions', 'Coaching Institutes', 'Online Courses', 'Schools'],
    description: 'Tuitions, coaching and courses',
  },
  {
    id: 'services',
    name: 'Services',
    subcategories: ['Repair & Maintenance', 'Home Services', 'IT & Web', 'Event Services'],
    description: 'Repairs, home help and events',
  },
  {
    id: 'vehicles',
    name: 'Vehicles',
    subcategories: ['Cars', 'Bikes', 'Scooters', 'Auto Parts'],
    description: 'Cars, bikes, scooters and parts',
  },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_KEYS = CATEGORIES.map((c) => c.id) as [CategoryKey, ...CategoryKey[]];

export function findCategory(keyOrName: string | null | undefined) {
  if (!keyOrName) return undefined;
  const needle = keyOrName.toLowerCase();
  return CATEGORIES.find((c) => c.id === needle || c.name.toLowerCase() === needle);
}
