import { ApiError } from '@/lib/api-client';

/** The server's sentence for a refused request (4xx, 429); a plain fallback for network and server failures. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;
