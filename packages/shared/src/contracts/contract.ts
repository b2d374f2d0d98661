import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `session`: a signed-in person (401 otherwise; the server hands the handler their
 * id, so ownership always comes from the session). `operator`: a signed-in person with the operator role (401
 * for a visitor, 403 for anyone else, checked on the server for every such endpoint; decision 025). `phonepe`: the
 * payment gateway, by its Authorization header.
 */
export type Access = 'public' | 'session' | 'operator' | 'phonepe';

/**
 * One endpoint of /api: its request schemas (path parameters, query, JSON body) and the schema of its success
 * answer. Failures always answer `{ success: false, message }` (ErrorResponseSchema). The method and path are the
 * contract's key in its table ("GET /ads/:id"), so the web can call it by that key without loading any schema.
 */
export type Contract = {
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** One file as multipart/form-data instead of a JSON body (read by the route itself). */
  isMultipart?: true;
  /** The answer is a redirect to a page, not JSON; `response` describes nothing then. */
  isRedirect?: true;
  /** The answer is a stream of Server-Sent Events, not JSON; `response` describes nothing then. */
  isStream?: true;
  /** The answer is a file to save (Content-Disposition: attachment): `response` describes its JSON, which has no envelope. */
  isDownload?: true;
  response: z.ZodType;
};

export type RouteKey = `${HttpMethod} /${string}`;
export type ContractTable = Record<RouteKey, Contract>;

/** Keeps each entry's own types (literal access, the exact schemas) while checking it is a contract. */
export const defineContracts = <const T extends ContractTable>(table: T): T => table;

export type MethodOf<K extends string> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<K extends string> = K extends `${HttpMethod} ${infer P}` ? P : never;

/** Splits "GET /ads/:id" into its method and path. */
export function splitRouteKey<K extends RouteKey>(key: K): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}

type Shape<S> = S extends z.ZodObject<infer Fields> ? Fields : S extends z.ZodPipe<infer In, z.ZodType> ? Shape<In> : never;

/** A query string carries text; the client may hand over numbers and booleans, and leaves out what is unset. */
export type QueryValue = string | number | boolean | null | undefined;

/** What a caller sends: path parameters, query parameters by name (the server's schema coerces them), and the body. */
export type ContractRequest<C extends Contract> = (C extends { params: infer P extends z.ZodType }
  ? { params: { [K in keyof Shape<P>]: string | number } }
  : { params?: never }) &
  (C extends { query: infer Q extends z.ZodType } ? { query?: { [K in keyof Shape<Q>]?: QueryValue } } : { query?: never }) &
  (C extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** The success answer as the client reads it. */
export type ContractResponse<C extends Contract> = z.output<C['response']>;
