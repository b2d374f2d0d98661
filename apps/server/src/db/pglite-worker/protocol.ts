import type { WireError } from './errors.ts';

/** What the worker opens: a data directory, or nothing for an in-memory database (the API tests). */
export type WorkerInit = { dataDir?: string };

/**
 * PGlite's QueryOptions as they cross the thread boundary. Parsers are functions, which cannot be cloned; the
 * only ones in use (drizzle's) return the text as it is, so the worker gets the type ids to leave as text.
 */
export type WireQueryOptions = { rowMode?: 'array' | 'object'; rawTypes?: number[]; paramTypes?: number[] };

/** Main thread to worker. `tx` routes a statement into an open transaction; `end` commits or rolls it back. */
export type WorkerRequest =
  | { op: 'query'; id: number; tx?: number; sql: string; params: unknown[]; options: WireQueryOptions }
  | { op: 'exec'; id: number; tx?: number; sql: string; options: WireQueryOptions }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/**
 * Worker to main thread: once `ready` (or `failed` to open), then one reply per request, and a `notification`
 * for each NOTIFY committed on a channel the worker listens on.
 */
export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WireError }
  | { kind: 'notification'; channel: string; payload: string }
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: WireError };

/** A request before the connection numbers it. */
export type RequestBody = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
