import {
  queryOptions,
  useMutation,
  useQuery,
  type Query,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ApiRequest, ApiResponse, ApiRoute } from '@mohalla/shared/contracts';
import { request, toQueryString } from './api-client';
import { takeBootResponse } from './boot-data';

/**
 * The web's one data layer, built from the shared contracts (docs/decisions/017-contracts-and-boundaries.md): an
 * endpoint is named by its contract key ("GET /ads/:id"), which fixes its method, path, request and answer types.
 * Only the contracts' types are imported, so no schema (and no zod) rides along with a page that asks for data.
 * A query's key is its address: the path's segments, then the query's parameters, so two features asking for
 * the same thing share one cache entry, and a mutation refreshes a whole family by its first segments
 * (`['ads']`: every list and ad page; `['favorites']`: the saved list and the hearts).
 */

export type GetRoute = Extract<ApiRoute, `GET ${string}`>;
export type MutationRoute = Exclude<ApiRoute, GetRoute>;

/** The request argument, optional when the endpoint needs nothing. */
type Input<R extends ApiRoute> = object extends ApiRequest<R> ? [input?: ApiRequest<R>] : [input: ApiRequest<R>];
/** A mutation's variables: nothing to pass (`mutate()`) when the endpoint needs nothing. */
type Variables<R extends ApiRoute> = object extends ApiRequest<R> ? ApiRequest<R> | void : ApiRequest<R>;

type Parts = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

/** The request as plain parts: seen through `unknown`, as the contracts' union is too wide for TypeScript to narrow. */
const partsOf = (input: unknown): Parts => (input ?? {}) as Parts;

function split(route: ApiRoute): { method: string; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) };
}

function fill(path: string, params: Parts['params']): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** Only the parameters that carry a value, so `{ page: undefined }` and `{}` are one key and one address. */
function definedQuery(query: Parts['query']): Record<string, string | number | boolean> | undefined {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return entries.length ? (Object.fromEntries(entries) as Record<string, string | number | boolean>) : undefined;
}

/** The address under /api of a call: path parameters filled in, the query appended. */
export function apiPath<R extends ApiRoute>(route: R, ...[input]: Input<R>): string {
  const { params, query } = partsOf(input);
  return `${fill(split(route).path, params)}${toQueryString(definedQuery(query) ?? {})}`;
}

/** Calls an endpoint and answers its success body (a failure throws ApiError with the server's message). */
export function callApi<R extends ApiRoute>(route: R, ...[input]: Input<R>): Promise<ApiResponse<R>> {
  const { body } = partsOf(input);
  const { method } = split(route);
  // A mutation always sends a JSON body (the server's origin check expects one); a GET never does.
  return request<ApiResponse<R>>(method, apiPath(route, ...([input] as Input<R>)), method === 'GET' ? undefined : (body ?? {}));
}

/** The query key of a GET: its path segments, then its defined query parameters. */
export function apiKey<R extends GetRoute>(route: R, ...[input]: Input<R>): readonly unknown[] {
  const { params, query } = partsOf(input);
  const segments = fill(split(route).path, params).split('/').filter(Boolean);
  const defined = definedQuery(query);
  return defined ? [...segments, defined] : segments;
}

type QueryExtras<R extends GetRoute, T> = Omit<UseQueryOptions<ApiResponse<R>, Error, T>, 'queryKey' | 'queryFn' | 'initialData'>;

/**
 * Query options for a GET: its key, its fetcher, and the answer the server inlined in the page for this very
 * address when it drew it (decision 016), so a first visit renders without asking again.
 */
export function apiQuery<R extends GetRoute, T = ApiResponse<R>>(route: R, input: ApiRequest<R>, extras: QueryExtras<R, T> = {}) {
  const args = [input] as Input<R>;
  const path = apiPath(route, ...args);
  return queryOptions<ApiResponse<R>, Error, T>({
    ...extras,
    queryKey: apiKey(route, ...args),
    queryFn: () => request<ApiResponse<R>>('GET', path),
    initialData: () => takeBootResponse(path) as ApiResponse<R> | undefined,
  });
}

export function useApiQuery<R extends GetRoute, T = ApiResponse<R>>(route: R, input: ApiRequest<R>, extras: QueryExtras<R, T> = {}) {
  return useQuery(apiQuery(route, input, extras));
}

type MutationExtras<R extends MutationRoute, C> = Omit<UseMutationOptions<ApiResponse<R>, Error, Variables<R>, C>, 'mutationFn'>;

export function useApiMutation<R extends MutationRoute, C = unknown>(route: R, extras: MutationExtras<R, C> = {}) {
  return useMutation<ApiResponse<R>, Error, Variables<R>, C>({
    ...extras,
    mutationFn: (input) => callApi(route, ...([input ?? undefined] as Input<R>)),
  });
}

/**
 * Marks every cached answer under these key prefixes stale (what is on screen asks again). A first load still on its
 * way may have been answered before the change: TanStack Query cancels a fetch in flight for a refetch only when the
 * query already has data, and otherwise hands back that very fetch, so a word an operator held while the list was
 * loading never showed. Such loads are cancelled first, and asked again.
 */
export async function invalidateApi(queryClient: QueryClient, ...prefixes: (readonly unknown[])[]) {
  const isFirstLoad = (query: Query) => query.state.data === undefined && query.state.fetchStatus !== 'idle';
  await Promise.all(prefixes.map((queryKey) => queryClient.cancelQueries({ queryKey, predicate: isFirstLoad })));
  return Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The cached answer of one GET, to read and change in place (an optimistic update and its undo). */
export function cachedApi<R extends GetRoute>(queryClient: QueryClient, route: R, ...[input]: Input<R>) {
  const queryKey = apiKey(route, ...([input] as Input<R>));
  return {
    queryKey,
    get: () => queryClient.getQueryData<ApiResponse<R>>(queryKey),
    set: (value: ApiResponse<R> | undefined) => {
      if (value !== undefined) queryClient.setQueryData<ApiResponse<R>>(queryKey, value);
    },
    update: (change: (current: ApiResponse<R>) => ApiResponse<R>) =>
      queryClient.setQueryData<ApiResponse<R>>(queryKey, (current) => (current === undefined ? current : change(current))),
    cancel: () => queryClient.cancelQueries({ queryKey }),
  };
}
