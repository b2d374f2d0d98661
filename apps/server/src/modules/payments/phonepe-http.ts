/** The slice of `fetch` the PhonePe client uses, so the local sandbox and tests can stand in for the network. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A non-2xx answer from the gateway, with PhonePe's own error code when it sent one. */
export class PhonePeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON body of a 2xx answer; anything else becomes a PhonePeError naming the status and PhonePe's code. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const info = (body ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof info.code === 'string' ? info.code : undefined;
    const message = typeof info.message === 'string' ? info.message : `PhonePe answered ${response.status}`;
    throw new PhonePeError(response.status, code, message);
  }
  if (body === undefined) throw new PhonePeError(response.status, undefined, 'PhonePe answered without a JSON body');
  return body;
}
