import { describe, expect, it } from 'vitest';
import { editDistance, isLikelySlip } from './edit-distance.ts';

/** The optimal-string-alignment distance by its textbook table, whole and without a cap. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** A small seeded generator, so a failure names words that can be tried again. */
function words(seed: number, count: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 12) }, () => 'abcde'[Math.floor(next() * 5)]).join(''),
  );
}

describe('editDistance', () => {
  it('counts a swap of neighbours, a missing, an extra and a wrong letter as one edit each', () => {
    expect(editDistance('smasung', 'samsung', 2)).toBe(1);
    expect(editDistance('rnt', 'rent', 1)).toBe(1);
    expect(editDistance('rentt', 'rent', 1)).toBe(1);
    expect(editDistance('rant', 'rent', 1)).toBe(1);
    expect(editDistance('kushiaguda', 'kushaiguda', 2)).toBe(1);
    expect(editDistance('same', 'same', 1)).toBe(0);
  });

  it('answers max + 1 for anything further than max', () => {
    expect(editDistance('activa', 'scooty', 2)).toBe(3);
    expect(editDistance('a', 'abcd', 1)).toBe(2);
  });

  it('agrees with the whole table on thousands of pairs, a long word between them (the rows kept between calls grow)', () => {
    const list = words(18, 400);
    list.splice(200, 0, 'abcdeabcdeabcdeabcdeabcdeabcdeabcdeabcdeabcde');
    for (let i = 1; i < list.length; i++) {
      for (const max of [1, 2]) {
        const [a, b] = [list[i - 1]!, list[i]!];
        expect(editDistance(a, b, max), `${a} / ${b}, max ${max}`).toBe(Math.min(reference(a, b), max + 1));
        expect(editDistance(a, a.slice(1) + a[0], max), `${a} rotated, max ${max}`).toBe(
          Math.min(reference(a, a.slice(1) + a[0]), max + 1),
        );
      }
    }
  });
});

describe('isLikelySlip', () => {
  it('is a missing or extra letter, two neighbours swapped, or a key beside the right one', () => {
    expect(isLikelySlip('liek', 'like')).toBe(true);
    expect(isLikelySlip('rnt', 'rent')).toBe(true);
    expect(isLikelySlip('rentt', 'rent')).toBe(true);
    expect(isLikelySlip('tuitiob', 'tuition')).toBe(true);
    expect(isLikelySlip('hpuse', 'house')).toBe(true);
    expect(isLikelySlip('zar', 'car')).toBe(false);
    expect(isLikelySlip('xar', 'car')).toBe(true);
  });

  it('is not a letter far from the right one, nor a swap of letters apart', () => {
    expect(isLikelySlip('liek', 'link')).toBe(false);
    expect(isLikelySlip('rant', 'rent')).toBe(false);
    expect(isLikelySlip('tnera', 'terna')).toBe(false);
    expect(isLikelySlip('రెంట్', 'రెండ్')).toBe(false);
  });
});
