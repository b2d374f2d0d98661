import type { Sample } from './http.ts';

export type Summary = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };

/** Nearest-rank percentiles of latencies in milliseconds. */
export function summarize(values: number[]): Summary {
  if (values.length === 0) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted[sorted.length - 1]!,
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

export const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));

export type Report = {
  requests: number;
  errors: number;
  rps: number;
  overall: Summary;
  byLabel: Array<{ label: string; errors: number } & Summary>;
  errorSamples: Sample[];
};

/** Requests that failed: a connection error or an answer the scenario did not expect. */
export const isError = (s: Sample) => s.error !== undefined || s.unexpected !== undefined;

export function report(samples: Sample[], seconds: number): Report {
  const labels = new Map<string, Sample[]>();
  for (const s of samples) pushTo(labels, s);
  const ok = samples.filter((s) => !isError(s));
  const byLabel = [...labels]
    .map(([label, list]) => ({
      label,
      errors: list.filter(isError).length,
      ...summarize(list.filter((s) => !isError(s)).map((s) => s.ms)),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    requests: samples.length,
    errors: samples.filter(isError).length,
    rps: samples.length / seconds,
    overall: summarize(ok.map((s) => s.ms)),
    byLabel,
    errorSamples: samples.filter(isError).slice(0, 20),
  };
}

function pushTo(map: Map<string, Sample[]>, s: Sample): Sample[] {
  const list = map.get(s.label);
  if (list) {
    list.push(s);
    return list;
  }
  const fresh = [s];
  map.set(s.label, fresh);
  return fresh;
}

/** A Markdown table of a report, for the terminal and the README. */
export function table(r: Report): string {
  const lines = [
    '| request | count | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.byLabel.map((l) => `| ${l.label} | ${l.count} | ${l.errors} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} |`),
    `| **all** | **${r.requests}** | **${r.errors}** | **${ms(r.overall.p50)}** | **${ms(r.overall.p95)}** | **${ms(r.overall.p99)}** | **${ms(r.overall.max)}** |`,
  ];
  return lines.join('\n');
}
