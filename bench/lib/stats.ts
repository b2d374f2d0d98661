export type Summary = { count: number; p50: number; p95: number; p99: number; mean: number };

/** Nearest-rank percentiles of latencies in milliseconds. */
export function summarize(samples: number[]): Summary {
  if (samples.length === 0) return { count: 0, p50: NaN, p95: NaN, p99: NaN, mean: NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

export const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(2) : value.toFixed(1));
