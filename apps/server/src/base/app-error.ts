import { ERROR_CODES, type ErrorCode } from '@mohalla/shared';

/** A failure the user can be told about; http/errors.ts maps its code to the HTTP status in one place. */
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
