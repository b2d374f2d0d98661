import { describe, expect, it } from 'vitest';
import { subcategoryCount } from './category-meta';

describe('subcategoryCount', () => {
  it('counts the server list when it has entries', () => {
    expect(subcategoryCount({ CategoryKey: 'jobs', CategoryName: 'Jobs', Subcategories: ['A', 'B'] })).toBe(2);
  });

  it('falls back to the built-in list by key, then by name', () => {
    expect(subcategoryCount({ CategoryKey: 'real-estate', CategoryName: 'x', Subcategories: [] })).toBe(5);
    expect(subcategoryCount({ CategoryKey: 'unknown', CategoryName: 'Vehicles', Subcategories: [] })).toBe(4);
  });

  it('is 0 for a category it does not know and the server left empty', () => {
    expect(subcategoryCount({ CategoryKey: 'pets', CategoryName: 'Pets', Subcategories: [] })).toBe(0);
  });
});
