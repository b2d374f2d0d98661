/** Error codes shared by server and web; the server maps each to an HTTP status in one place. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const MESSAGES = {
  adNotFound: 'Ad not found',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  restarting: 'The server is restarting. Please try again in a moment.',
  mediaUnavailable: 'Images cannot be saved right now. Please try again in a moment.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  contactRequired: 'Please fill in all required fields',
} as const;
