import autocannon from 'autocannon';
import { summarize, type Summary } from './stats.ts';

export type LoadResult = { latency: Summary; rps: number; non2xx: number; errors: number; bytesPerRequest: number };
export type LoadOptions = {
  baseUrl: string;
  path: () => string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Headers that change per request (a new visitor's user agent), over `headers`. */
  headersFor?: () => Record<string, string>;
};

/** One autocannon run; latencies are kept per response so p95 can be reported (autocannon itself stops at p90 and p97.5). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  const started = performance.now();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      headers: options.headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: options.path(),
            ...(options.headersFor ? { headers: { ...options.headers, ...options.headersFor() } } : {}),
          }),
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client: unknown, statusCode: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    bytes += resBytes;
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await done;
  const seconds = (performance.now() - started) / 1000;
  return {
    latency: summarize(latencies),
    rps: latencies.length / seconds,
    non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: latencies.length ? bytes / latencies.length : 0,
  };
}
