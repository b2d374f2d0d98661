/** The spec's client contract: JSON, 10 s timeout, "HTTP error! status: {code}" when the server says nothing better. */
const TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (payload as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : `HTTP error! status: ${response.status}`);
  }
  return payload as T;
}

/** Builds a query string from defined, non-empty values only. */
export function toQueryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The server's own sentence for what it refused (4xx, 429); the fallback for a 5xx or a network failure. */
export const refusalMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

/** TanStack's `retry`: a refusal (4xx) will not change by asking again; anything else is asked again up to `times`. */
export const retryUnlessRefused = (times: number) => (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < times;

/** A 404: a missing (or someone else's) thing, which asking again will not find. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
