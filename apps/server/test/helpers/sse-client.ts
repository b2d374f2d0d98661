import http from 'node:http';

/** One dispatched Server-Sent Event; `at` is when it was parsed (performance.now()). */
export type SseEvent = { id: string | undefined; event: string; data: string; at: number };

export type SseClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of an answer that is not a stream (a 401's JSON). */
  body: string;
  /** Every event so far (unless `keep` was false). */
  events: SseEvent[];
  /** What a browser would send as Last-Event-ID when it reconnects. */
  readonly lastEventId: string | undefined;
  /** The `retry:` the server asked for. */
  readonly retryMs: number | undefined;
  /** The first event so far or to come that matches; rejects after `timeoutMs` or when the stream ends first. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close(): void;
};

/**
 * A Server-Sent Events client as the browser's EventSource parses (lines ending in LF, CRLF or CR; fields id,
 * event, data, retry; comments), without reconnecting: tests reconnect by hand with `last-event-id`.
 */
export function openSse(
  url: string,
  headers: Record<string, string>,
  options: { keep?: boolean; onEvent?: (event: SseEvent) => void; agent?: http.Agent | false } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: options.agent ?? false }, (response) => {
      const events: SseEvent[] = [];
      const waiters = new Set<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void; reject: (e: Error) => void }>();
      let lastEventId: string | undefined;
      let retryMs: number | undefined;
      let buffer = '';
      let body = '';
      let block = { id: undefined as string | undefined, event: '', data: [] as string[], hasId: false };
      let isEnded = false;
      let markEnded!: () => void;
      const ended = new Promise<void>((done) => (markEnded = done));
      const end = () => {
        if (isEnded) return;
        isEnded = true;
        for (const waiter of waiters) waiter.reject(new Error('the stream ended before the event came'));
        waiters.clear();
        markEnded();
      };
      const dispatch = () => {
        if (block.hasId) lastEventId = block.id;
        if (block.data.length > 0) {
          const event: SseEvent = { id: lastEventId, event: block.event || 'message', data: block.data.join('\n'), at: performance.now() };
          if (options.keep !== false) events.push(event);
          options.onEvent?.(event);
          for (const waiter of waiters) {
            if (!waiter.match(event)) continue;
            waiters.delete(waiter);
            waiter.resolve(event);
          }
        }
        block = { id: undefined, event: '', data: [], hasId: false };
      };
      const line = (text: string) => {
        if (text === '') return dispatch();
        if (text.startsWith(':')) return;
        const colon = text.indexOf(':');
        const field = colon === -1 ? text : text.slice(0, colon);
        let value = colon === -1 ? '' : text.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'data') block.data.push(value);
        else if (field === 'event') block.event = value;
        else if (field === 'id' && !value.includes('\0')) block = { ...block, id: value, hasId: true };
        else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
      };
      const isStream = response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/event-stream');
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (!isStream) {
          body += chunk;
          return;
        }
        buffer += chunk;
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        for (const text of lines) line(text);
      });
      response.on('end', end);
      response.on('close', end);
      response.on('error', end);
      const client: SseClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        get body() {
          return body;
        },
        events,
        get lastEventId() {
          return lastEventId;
        },
        get retryMs() {
          return retryMs;
        },
        waitFor(match, timeoutMs = 5_000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          if (isEnded) return Promise.reject(new Error('the stream has ended'));
          return new Promise((resolveEvent, rejectEvent) => {
            const waiter = {
              match,
              resolve: (event: SseEvent) => (clearTimeout(timer), resolveEvent(event)),
              reject: (error: Error) => (clearTimeout(timer), rejectEvent(error)),
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              rejectEvent(new Error(`no matching event within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        ended,
        close: () => {
          request.destroy();
          end();
        },
      };
      if (isStream) resolve(client);
      else response.on('end', () => resolve(client));
    });
    request.on('error', reject);
  });
}
