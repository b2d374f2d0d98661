import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../modules/payments/phonepe-http.ts';

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers requests to the site's own origin through app.inject, without a socket. In local mode
 * the server talks to its own sandbox and the sandbox calls the server's webhook: PUBLIC_URL is the
 * browser's address (behind a proxy, in a container, before listen() in tests) and need not be reachable
 * from inside the process. Method, path, headers, body and status are carried as they are; other hosts go
 * to the real fetch.
 */
export function createLoopbackFetch(app: FastifyInstance, publicUrl: string): FetchLike {
  const origin = new URL(publicUrl).origin;
  return async (url, init) => {
    const target = new URL(url);
    if (target.origin !== origin) return fetch(url, init);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: '127.0.0.1',
    });
    const outHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) outHeaders.append(name, v);
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: outHeaders,
    });
  };
}
