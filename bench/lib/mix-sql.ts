import { AdListQuerySchema } from '@mohalla/shared';
import type pg from 'pg';
import { listParams, type MixRequest } from './mix.ts';
import { type createRecordingService, sendStatements, timeConcurrent, type Statement } from './sql-replay.ts';
import { summarize, type Summary } from './stats.ts';

/** A request of the mix as it was sent: the cursor its page started after, if it was read by cursor. */
export type SentRequest = { request: MixRequest; cursor?: string };
type Recorder = ReturnType<typeof createRecordingService>;

/** The statements the ads service sends for a request (the list behind a drawn page, or an ad page with its view). */
export function recordRequest(recorder: Recorder, { request, cursor }: SentRequest): Promise<Statement[]> {
  if (request.kind === 'detail') {
    const who = { ip: '127.0.0.1', userAgent: `mohalla-bench-mix visitor ${request.visitor}` };
    return recorder.record((service) => service.detail(request.id, null, who));
  }
  const query = AdListQuerySchema.parse(Object.fromEntries(listParams(request.query, { cursor })));
  return recorder.record((service) => service.list(query));
}

/** One replay of a request's statements on one connection, sent as the server sent them; its time in ms. */
async function replay(pool: pg.Pool, statements: Statement[]): Promise<number> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await sendStatements(client, statements);
  } finally {
    client.release();
  }
  return performance.now() - started;
}

export type SqlOfRequest = { statements: number; firstMs: number; medianMs: number };

/** Each request's statements replayed `runs` times, one request at a time: the first replay and the median. */
export async function sqlOf(pool: pg.Pool, recorder: Recorder, requests: SentRequest[], runs = 5): Promise<SqlOfRequest[]> {
  const out: SqlOfRequest[] = [];
  for (const request of requests) {
    const statements = await recordRequest(recorder, request);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await replay(pool, statements));
    out.push({ statements: statements.length, firstMs: times[0]!, medianMs: summarize(times).p50 });
  }
  return out;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each read a request sends, for results/: where its time went. */
export async function explainRequest(pool: pg.Pool, recorder: Recorder, request: SentRequest): Promise<string> {
  const out: string[] = [];
  for (const s of await recordRequest(recorder, request)) {
    const isRead = /^\s*(with|select)/i.test(s.text);
    if (!isRead) {
      out.push(`${s.text.replace(/\s+/g, ' ').slice(0, 200)}\n  (not a read: not explained)`);
      continue;
    }
    const result = await pool.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, values: s.params });
    out.push(
      `${s.text.replace(/\s+/g, ' ').slice(0, 400)}\n  params ${JSON.stringify(s.params).slice(0, 300)}\n${result.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
    );
  }
  return out.join('\n\n');
}

export type SqlOfMix = { sample: number; alone: Summary; concurrent: { latency: Summary; rps: number }; connections: number };

/**
 * The bare SQL of a sample of the mix's requests: each replayed once alone (the query's own cost), then all of them in
 * turn by `connections` callers through a pool as large as the server's: what a server adding nothing would achieve.
 */
export async function sqlOfMix(
  pool: pg.Pool,
  recorder: Recorder,
  requests: SentRequest[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<SqlOfMix> {
  const recorded: Statement[][] = [];
  for (const request of requests) recorded.push(await recordRequest(recorder, request));
  const alone: number[] = [];
  for (const statements of recorded) alone.push(await replay(pool, statements));
  let i = 0;
  const next = () => recorded[i++ % recorded.length]!;
  // The serial pass above has read every page these statements touch once: PostgreSQL's cache is as warm as the server's run left it.
  const concurrent = await timeConcurrent(pool, next, connections, seconds);
  return { sample: recorded.length, alone: summarize(alone), concurrent, connections };
}
