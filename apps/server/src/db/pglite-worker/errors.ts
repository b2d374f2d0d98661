import { messages, TransactionAbortedError, type QueryOptions } from '@electric-sql/pglite';

/**
 * The PGlite worker is gone (it crashed, or is being restarted). The code is PostgreSQL's connection_failure,
 * so the error handler answers 503 exactly as it does when a PostgreSQL server stops answering.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = '08006';
  override readonly name = 'DatabaseUnavailableError';
}

/** A query option that cannot cross to the worker (functions other than "keep the text" parsers). */
export class UnsupportedQueryOptionError extends Error {
  override readonly name = 'UnsupportedQueryOptionError';
}

/** The fields PostgreSQL fills in an ErrorResponse, as PGlite's DatabaseError carries them. */
const DATABASE_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

type DatabaseFields = Partial<Record<(typeof DATABASE_FIELDS)[number], string | undefined>>;

/**
 * An error as it crosses the thread boundary. Structured cloning keeps only an Error's message and stack, so
 * PostgreSQL's fields (code, detail, constraint...) travel as plain data and are put back on the other side.
 */
export type WireError = {
  kind: 'database' | 'aborted' | 'other';
  name: string;
  message: string;
  stack?: string;
  code?: string;
  length?: number;
  fields?: DatabaseFields;
};

export function toWireError(error: unknown): WireError {
  if (error instanceof messages.DatabaseError) {
    const fields: DatabaseFields = {};
    // Unset fields are own properties of PGlite's error too, so they are kept as undefined.
    for (const key of DATABASE_FIELDS) fields[key] = error[key];
    const kind = error instanceof TransactionAbortedError ? 'aborted' : 'database';
    return { kind, name: error.name, message: error.message, length: error.length, fields };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { kind: 'other', name: error.name, message: error.message, stack: error.stack, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { kind: 'other', name: 'Error', message: String(error) };
}

/** What PGlite itself attaches to a database error: the statement, its parameters and the caller's options. */
export type QueryContext = { query?: string; params?: unknown[]; options?: QueryOptions };

/** Rebuilds the error PGlite would have thrown in this thread: the same class, fields and extra properties. */
export function fromWireError(wire: WireError, context: QueryContext = {}): Error {
  if (wire.kind === 'other') {
    const error = new Error(wire.message);
    error.name = wire.name;
    if (wire.stack) error.stack = wire.stack;
    if (wire.code) Object.assign(error, { code: wire.code });
    return error;
  }
  const error =
    wire.kind === 'aborted' ? new TransactionAbortedError() : new messages.DatabaseError(wire.message, wire.length ?? 0, 'error');
  Object.assign(error, wire.fields, { query: context.query, params: context.params, queryOptions: context.options });
  return error;
}
