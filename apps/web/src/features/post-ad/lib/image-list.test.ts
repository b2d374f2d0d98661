import { describe, expect, it } from 'vitest';
import { makeCover, mapWithLimit, moveBy, withoutKey } from './image-list';

const items = ['a', 'b', 'c'].map((key) => ({ key }));
const keys = (list: { key: string }[]) => list.map((i) => i.key).join('');

describe('photo order', () => {
  it('moves left and right and stays put at the ends', () => {
    expect(keys(moveBy(items, 'b', -1))).toBe('bac');
    expect(keys(moveBy(items, 'b', 1))).toBe('acb');
    expect(keys(moveBy(items, 'a', -1))).toBe('abc');
    expect(keys(moveBy(items, 'c', 1))).toBe('abc');
  });

  it('makes any photo the cover (first) and removes by key', () => {
    expect(keys(makeCover(items, 'c'))).toBe('cab');
    expect(keys(makeCover(items, 'zz'))).toBe('abc');
    expect(keys(withoutKey(items, 'b'))).toBe('ac');
  });
});

describe('mapWithLimit', () => {
  it('never runs more than the limit at once and keeps results in input order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithLimit([1, 2, 3, 4, 5], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await Promise.resolve();
      running--;
      if (n === 3) throw new Error('three');
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'x'))).toEqual([10, 20, 'x', 40, 50]);
  });
});
