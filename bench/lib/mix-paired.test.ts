import { describe, expect, it } from 'vitest';
import type { Sent } from './mix-load.ts';
import { pairedRatio } from './mix-paired.ts';
import { createRandom } from './random.ts';

const random = createRandom(7);
/** Times spread like the mix's (1-40 ms), so a ratio is tested on pairs that differ from one another. */
const times = Array.from({ length: 2000 }, () => 1 + 39 * random.next() ** 3);
const sent = (ms: number[], status = (_: number) => 200): Sent[] =>
  ms.map((value, index) => ({ index, path: `/r/${index}`, start: index, ms: value, status: status(index), bytes: 100 }));

describe('the paired ratio of bench:api --against', () => {
  it('is 1 for the same times, with an interval around it', () => {
    const ratio = pairedRatio(sent(times), sent(times));
    expect(ratio.ratio).toBeCloseTo(1, 10);
    expect(ratio.low).toBeCloseTo(1, 10);
    expect(ratio.high).toBeCloseTo(1, 10);
    expect(ratio.fasterOnB).toBe(0);
  });

  it('finds B 10% slower under noise twice that size, and says the interval excludes 1', () => {
    const noise = () => Math.exp((random.next() - 0.5) * 0.4);
    const ratio = pairedRatio(sent(times.map((t) => t * noise())), sent(times.map((t) => t * 1.1 * noise())));
    expect(ratio.ratio).toBeGreaterThan(1.07);
    expect(ratio.ratio).toBeLessThan(1.13);
    expect(ratio.low).toBeGreaterThan(1);
    expect(ratio.high).toBeGreaterThan(ratio.ratio);
    expect(ratio.fasterOnB).toBeLessThan(0.5);
  });

  it('leaves out pairs either server did not answer with 2xx, and pairs a filter leaves out', () => {
    const a = sent(times);
    const b = sent(
      times.map((t, i) => (i < 100 ? t * 50 : t)),
      (i) => (i < 100 ? 503 : 200),
    );
    expect(pairedRatio(a, b).pairs).toBe(1900);
    expect(pairedRatio(a, b).ratio).toBeCloseTo(1, 10);
    expect(pairedRatio(a, b, (i) => i % 2 === 0).pairs).toBe(950);
    expect(pairedRatio(a, [], () => true).pairs).toBe(0);
  });
});
