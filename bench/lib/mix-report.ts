import type { MixRequest } from './mix.ts';
import type { Sent } from './mix-load.ts';
import { ms, summarize } from './stats.ts';

export type Latency = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };
export type MixSummary = {
  requests: number;
  distinct: number;
  seconds: number;
  rps: number;
  /** No answer (reset, refused, timed out) or an answer 5xx. */
  errors: number;
  status503: number;
  /** Answers other than 2xx, by status. */
  statuses: Record<string, number>;
  latency: Latency;
  byKind: Record<string, Latency>;
  /** Share of requests a cache of the server answered, computed (see `cacheHits`); 0 with the caches off. */
  cacheHitRate: number;
};

export const latencyOf = (values: number[]): Latency => ({
  ...summarize(values),
  max: values.length ? values.reduce((max, v) => Math.max(max, v), 0) : Number.NaN,
});

/** What each request is, for the breakdown: an ad page, a list without words, a search (misspelt or not), by cursor. */
export function kindOf(request: MixRequest): string {
  if (request.kind === 'detail') return 'ad page';
  const by = request.byCursor ? ', by cursor' : '';
  if (!request.query.search) return `list without words${by}`;
  return `${request.typo ? 'search, misspelt' : request.phrase ? 'search, 2-3 words' : 'search, one word'}${by}`;
}

/**
 * How many requests the server's caches answered, computed from the run with the caches' own rules (memo-cache.ts: an
 * entry is kept from the miss that loaded it for `ttlMs`, the oldest dropped past `maxEntries`): a list or a drawn
 * page asked again within the time; an ad page only when the same visitor asked it before (a new view is always a
 * fresh page, ads.routes.ts). The server does not say which answers were hits, so this is the count, not a sample.
 */
export function cacheHits(sent: Sent[], mix: MixRequest[], { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): number {
  if (ttlMs <= 0) return 0;
  const entries = new Map<string, number>();
  const seenViews = new Set<string>();
  let hits = 0;
  for (const s of [...sent].sort((a, b) => a.start - b.start)) {
    const request = mix[s.index]!;
    if (request.kind === 'detail') {
      const view = `${request.visitor}:${request.id}`;
      if (!seenViews.has(view)) {
        seenViews.add(view);
        continue;
      }
    }
    const expiresAt = entries.get(s.path);
    if (expiresAt !== undefined && expiresAt > s.start) {
      hits += 1;
      continue;
    }
    entries.delete(s.path);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(s.path, s.start + ttlMs);
  }
  return hits;
}

export function summarizeRun(sent: Sent[], seconds: number, mix: MixRequest[], cache: { ttlMs: number; maxEntries: number }): MixSummary {
  const statuses: Record<string, number> = {};
  for (const s of sent) if (s.status < 200 || s.status >= 300) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1;
  const groups = new Map<string, number[]>();
  for (const s of sent) {
    const kind = kindOf(mix[s.index]!);
    const values = groups.get(kind) ?? [];
    values.push(s.ms);
    groups.set(kind, values);
  }
  return {
    requests: sent.length,
    distinct: new Set(sent.map((s) => s.path)).size,
    seconds,
    rps: sent.length / seconds,
    errors: sent.filter((s) => s.status === 0 || s.status >= 500).length,
    status503: statuses['503'] ?? 0,
    statuses,
    latency: latencyOf(sent.map((s) => s.ms)),
    byKind: Object.fromEntries([...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([kind, values]) => [kind, latencyOf(values)])),
    cacheHitRate: cacheHits(sent, mix, cache) / sent.length,
  };
}

export function formatSummary(s: MixSummary): string {
  const row = (name: string, l: Latency) => `| ${name} | ${l.count} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} |`;
  const other = Object.entries(s.statuses)
    .map(([status, n]) => `${n} x ${status === '0' ? 'no answer' : status}`)
    .join(', ');
  return [
    `requests ${s.requests}, distinct ${s.distinct}, ${s.rps.toFixed(0)} req/s over ${s.seconds.toFixed(1)} s; errors ${s.errors}, 503s ${s.status503}${other ? ` (non-2xx: ${other})` : ''}; cache hit rate (computed) ${(100 * s.cacheHitRate).toFixed(1)}%`,
    '',
    '| requests | n | p50 | p95 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|',
    row('**all**', s.latency),
    ...Object.entries(s.byKind).map(([kind, l]) => row(kind, l)),
  ].join('\n');
}
