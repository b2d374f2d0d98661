import fs from 'node:fs';
import path from 'node:path';
import type { MixRequest } from './mix.ts';
import { sendPaired, type Sent } from './mix-load.ts';
import { formatSummary, kindOf, summarizeRun } from './mix-report.ts';
import { createRandom } from './random.ts';
import { cpuSeconds } from './rss.ts';

/** B's time over A's for the same requests: the geometric mean of the pairs' ratios, with a 95% bootstrap interval. */
export type PairedRatio = { pairs: number; ratio: number; low: number; high: number; fasterOnB: number };

const geometricMean = (logs: Float64Array) => Math.exp(logs.reduce((sum, v) => sum + v, 0) / logs.length);

/** Only pairs that both servers answered with 2xx: an error's time says nothing of the work. */
export function pairedRatio(a: Sent[], b: Sent[], keep: (index: number) => boolean = () => true, resamples = 1000): PairedRatio {
  const ok = (s: Sent | undefined) => s !== undefined && s.status >= 200 && s.status < 300 && s.ms > 0;
  const logs = Float64Array.from(a.flatMap((s, i) => (keep(i) && ok(s) && ok(b[i]) ? [Math.log(b[i]!.ms / s.ms)] : [])));
  if (logs.length === 0) return { pairs: 0, ratio: Number.NaN, low: Number.NaN, high: Number.NaN, fasterOnB: Number.NaN };
  // Seeded, so the same run gives the same interval.
  const random = createRandom(logs.length);
  const means = Float64Array.from({ length: resamples }, () => {
    const sample = Float64Array.from({ length: logs.length }, () => logs[Math.floor(random.next() * logs.length)]!);
    return geometricMean(sample);
  }).sort();
  return {
    pairs: logs.length,
    ratio: geometricMean(logs),
    low: means[Math.floor(resamples * 0.025)]!,
    high: means[Math.ceil(resamples * 0.975) - 1]!,
    fasterOnB: logs.filter((v) => v < 0).length / logs.length,
  };
}

export type PairedOptions = {
  urls: [string, string];
  /** The servers' process ids, for their CPU over the measured requests (optional). */
  pids: [number, number] | null;
  mix: MixRequest[];
  warmup: MixRequest[];
  paths: (list: MixRequest[], cursors?: Map<number, string>) => string[];
  cursors: Map<number, string>;
  connections: number;
  headers: Record<string, string>;
  headersFor: (list: MixRequest[]) => (index: number) => Record<string, string>;
  resultsDir: string;
  label: string;
};

const ratioText = (r: PairedRatio) =>
  `${r.ratio.toFixed(3)} (95% interval ${r.low.toFixed(3)}-${r.high.toFixed(3)}; B faster in ${(100 * r.fasterOnB).toFixed(0)}% of ${r.pairs} pairs)`;

/**
 * `--url A --against B`: the same mix sent to two running servers (two checkouts on the same database), each request
 * to one then the other. What compares is the pairs' ratio and each server's CPU a request, not either req/s alone.
 */
export async function comparePaired(options: PairedOptions): Promise<void> {
  const { urls, mix } = options;
  const send = (list: MixRequest[], cursors?: Map<number, string>) =>
    sendPaired({
      baseUrls: urls,
      paths: options.paths(list, cursors),
      connections: options.connections,
      headers: options.headers,
      headersFor: options.headersFor(list),
    });
  await send(options.warmup);
  const cpuBefore = options.pids?.map(cpuSeconds);
  const run = await send(mix, options.cursors);
  const cpu = options.pids?.map((pid, k) => cpuSeconds(pid) - cpuBefore![k]!);
  const noCache = { ttlMs: 0, maxEntries: 0 };
  const summaries = run.sent.map((sent) => summarizeRun(sent, run.seconds, mix, noCache));
  const [a, b] = run.sent;
  const kinds = [...new Set(mix.map(kindOf))].sort();
  const lines = [
    `paired: ${options.label}; A ${urls[0]}, B ${urls[1]}; each request to both, one after the other (req/s below: each server's requests over the pair's time)`,
    ...summaries.flatMap((summary, k) => ['', `${k === 0 ? 'A' : 'B'}: ${formatSummary(summary)}`]),
    '',
    `B's time / A's, same requests: ${ratioText(pairedRatio(a, b))}`,
    ...kinds.map((kind) => `  ${kind}: ${ratioText(pairedRatio(a, b, (i) => kindOf(mix[i]!) === kind))}`),
  ];
  if (cpu)
    lines.push(
      `CPU a request (ms, every thread of the process): A ${((1000 * cpu[0]!) / mix.length).toFixed(2)}, B ${((1000 * cpu[1]!) / mix.length).toFixed(2)}`,
    );
  console.log(lines.join('\n'));
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '');
  const file = path.join(options.resultsDir, `mix-paired-c${options.connections}-${stamp}.json`);
  fs.mkdirSync(options.resultsDir, { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), label: options.label, urls, cpu, summaries, sent: run.sent }, null, 1),
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
}
