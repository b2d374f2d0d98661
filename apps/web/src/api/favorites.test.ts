import { describe, expect, it } from 'vitest';
import { toggledIds } from './favorites';

describe('toggledIds', () => {
  it('adds an id once and removes it', () => {
    expect(toggledIds([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggledIds([1, 3], 3, true)).toEqual([1, 3]);
    expect(toggledIds([1, 3, 2], 3, false)).toEqual([1, 2]);
    expect(toggledIds([], 3, false)).toEqual([]);
  });
});
