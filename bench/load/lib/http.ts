import http from 'node:http';
import zlib from 'node:zlib';

export type Sample = {
  /** What the request was for, e.g. "browse" or "pay: checkout POST". */
  label: string;
  method: string;
  path: string;
  /** Milliseconds since the run's origin when the request was sent, and how long until its body had arrived. */
  startedAt: number;
  ms: number;
  status: number;
  /** Connection-level failure (ECONNRESET, ECONNREFUSED, timeout), if any. */
  error?: string;
  /** A non-2xx/3xx the scenario did not expect; the message is the answer's body (cut short). */
  unexpected?: string;
};

/** Every request of a run, kept in memory (a 60 s run is some 100k small objects). */
export class Recorder {
  samples: Sample[] = [];
  /** Requests sent and not yet answered, by label. */
  inFlight = new Map<string, number>();
  constructor(public origin = performance.now()) {}
  now() {
    return performance.now() - this.origin;
  }
  add(sample: Sample) {
    this.samples.push(sample);
  }
}

export type Response = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; json: <T = unknown>() => T; text: () => string };

export class HttpError extends Error {
  constructor(
    message: string,
    public sample: Sample,
  ) {
    super(message);
  }
}

type RequestOptions = {
  body?: Buffer | string | object;
  contentType?: string;
  headers?: Record<string, string>;
  /** Statuses that are a normal answer for this step (2xx and 3xx always are). */
  expect?: number[];
  timeoutMs?: number;
};

/**
 * One simulated person: a keep-alive connection pool like a browser's (up to 6 sockets to the site) and a cookie
 * jar. Every request is timed from send to the last byte of the body and recorded with its status.
 */
export class Client {
  readonly agent: http.Agent;
  readonly cookies = new Map<string, string>();
  /** Set when the run stops: requests after that are not sent. */
  stopped = false;

  constructor(
    public baseUrl: string,
    private recorder: Recorder,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  }

  cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  private keepCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq < 0) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(label: string, method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', 'user-agent': 'mohalla-load', ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let payload: Buffer | undefined;
    if (options.body !== undefined) {
      if (Buffer.isBuffer(options.body) || typeof options.body === 'string') payload = Buffer.from(options.body);
      else {
        payload = Buffer.from(JSON.stringify(options.body));
        headers['content-type'] = 'application/json';
      }
      if (options.contentType) headers['content-type'] = options.contentType;
      headers['content-length'] = String(payload.length);
    }
    // Mutating API calls carry the site's Origin, as a browser's same-origin fetch does.
    if (method !== 'GET' && method !== 'HEAD') headers.origin = new URL(this.baseUrl).origin;
    const startedAt = this.recorder.now();
    const t0 = performance.now();
    const sample: Sample = { label, method, path: url.pathname, startedAt, ms: 0, status: 0 };
    const flight = this.recorder.inFlight;
    flight.set(label, (flight.get(label) ?? 0) + 1);
    try {
      const res = await new Promise<Response>((resolve, reject) => {
        const req = http.request(url, { method, headers, agent: this.agent }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (c: Buffer) => chunks.push(c));
          incoming.on('error', reject);
          incoming.on('aborted', () => reject(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })));
          incoming.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body,
              // Bodies are compressed only when asked; the bench asks for it, so decode lazily when read.
              json: () => JSON.parse(decode(body, incoming.headers['content-encoding'])),
              text: () => decode(body, incoming.headers['content-encoding']),
            });
          });
        });
        req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
        req.on('error', reject);
        req.end(payload);
      });
      sample.ms = performance.now() - t0;
      sample.status = res.status;
      this.keepCookies(res.headers['set-cookie']);
      if (res.status >= 400 && !(options.expect ?? []).includes(res.status)) {
        sample.unexpected = safeText(res).slice(0, 300);
        this.recorder.add(sample);
        throw new HttpError(`${method} ${url.pathname} answered ${res.status}: ${sample.unexpected}`, sample);
      }
      this.recorder.add(sample);
      return res;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      sample.ms = performance.now() - t0;
      sample.error = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      this.recorder.add(sample);
      throw new HttpError(`${method} ${url.pathname}: ${sample.error}`, sample);
    } finally {
      flight.set(label, flight.get(label)! - 1);
    }
  }

  close() {
    this.agent.destroy();
  }
}

function decode(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

function safeText(res: Response): string {
  try {
    return res.text();
  } catch {
    return `<${res.body.length} bytes>`;
  }
}
