import { MESSAGES, describeZodError } from '@mohalla/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../base/app-error.ts';
import { MediaStoreUnavailableError } from '../media/media-store.ts';

/** Fastify's own client-error codes whose messages are safe to show as they are. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length header',
  FST_ERR_BAD_URL: 'The request URL is malformed',
};

const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

/** True when any string in the value holds a NUL, which PostgreSQL text cannot store. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Refused up front with a clear 400, rather than reaching the database and failing there.
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) throw new AppError('BAD_REQUEST', NUL_MESSAGE);
  });
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ success: false, message: describeZodError(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, message: MESSAGES.rateLimited });
    if (status >= 400 && status < 500) {
      const message = (error.code && CLIENT_MESSAGES[error.code]) ?? error.message ?? 'Bad request';
      return reply.status(status).send({ success: false, message });
    }
    // Text PostgreSQL cannot store (a safety net behind the hook above) is the client's input, not our failure.
    if (['22021', '22P05'].includes(databaseCode(error) ?? '')) {
      return reply.status(400).send({ success: false, message: NUL_MESSAGE });
    }
    if (error instanceof MediaStoreUnavailableError) {
      request.log.error({ err: error }, 'media store unavailable');
      return reply.status(503).send({ success: false, message: MESSAGES.mediaUnavailable });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ success: false, message: MESSAGES.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MESSAGES.internal });
  });
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
]);
// node-postgres reports a lost, unobtainable or silent connection by message only ("Query read timeout": no
// answer within QUERY_TIMEOUT_MS, db/client.ts).
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|not queryable/i;

type ErrorChain = { code?: string; message?: string; cause?: unknown } | undefined;

/** The ORM wraps driver errors (cause), so the whole chain is looked at. */
function* chain(error: unknown): Generator<NonNullable<ErrorChain>> {
  for (let e = error as ErrorChain, depth = 0; e && depth < 5; e = e.cause as ErrorChain, depth++) yield e;
}

function databaseCode(error: unknown): string | undefined {
  for (const e of chain(error)) if (e.code) return e.code;
  return undefined;
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    if (UNAVAILABLE_CODES.has(e.code ?? '') || UNAVAILABLE_MESSAGES.test(e.message ?? '')) return true;
  }
  return false;
}
