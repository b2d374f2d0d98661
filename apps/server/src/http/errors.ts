import { ERROR_CODES, MESSAGES, describeZodError, type ErrorCode } from '@mohalla/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';

/** A failure the user can be told about; mapped to HTTP status in one place below. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

/** Parses request input with a shared contract; a bad value is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('BAD_REQUEST', describeZodError(result.error));
  return result.data;
}

/** Fastify's own client-error codes whose messages are safe to show as they are. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length header',
  FST_ERR_BAD_URL: 'The request URL is malformed',
};

export function registerErrorHandling(app: FastifyInstance): void {
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
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ success: false, message: MESSAGES.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: MESSAGES.internal });
  });
}

function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  return ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'].includes(error.code ?? '');
}
