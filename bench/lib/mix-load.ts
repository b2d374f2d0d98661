import http from 'node:http';

/** One request as sent: when it started (ms from the run's start), its status (0: no answer) and how long it took. */
export type Sent = { index: number; path: string; start: number; ms: number; status: number; bytes: number; error?: string };

export type SendOptions = {
  baseUrl: string;
  paths: string[];
  connections: number;
  headers: Record<string, string>;
  /** Headers of request i over `headers` (the visitor's user agent). */
  headersFor?: (index: number) => Record<string, string>;
  timeoutMs?: number;
};

/**
 * Sends every path once, in order, over `connections` keep-alive connections (each takes the next path as soon as
 * its previous answer has been read), and keeps every request's time, so each can be told apart afterwards. Not
 * autocannon: its results do not say which request took how long.
 */
export async function sendAll(options: SendOptions): Promise<{ sent: Sent[]; seconds: number }> {
  const { hostname, port } = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const sent: Sent[] = new Array(options.paths.length);
  let next = 0;
  const started = performance.now();
  const one = (index: number, path: string) =>
    new Promise<Sent>((resolve) => {
      const at = performance.now();
      const done = (status: number, bytes: number, error?: string) =>
        resolve({ index, path, start: at - started, ms: performance.now() - at, status, bytes, error });
      const request = http.get(
        {
          hostname,
          port,
          path,
          agent,
          headers: { ...options.headers, ...options.headersFor?.(index) },
          timeout: options.timeoutMs ?? 30_000,
        },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => done(response.statusCode ?? 0, bytes));
          response.on('error', (error) => done(0, bytes, error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => done(0, 0, error.message));
    });
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (next < options.paths.length) {
        const index = next++;
        sent[index] = await one(index, options.paths[index]!);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { sent, seconds };
}
