import { ADMIN_MESSAGES } from '@mohalla/shared';
import { contracts, splitRouteKey, type ApiRoute, type Contracts } from '@mohalla/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseInput } from './parse-input.ts';
import type { ResponseCache } from './response-cache.ts';
import { requireUserId, viewerOf, type Viewer } from './viewer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every answer is checked against its contract's response schema before it is sent (tests turn it on). */
    checksResponses: boolean;
    /** Whether a signed-in person may use the endpoints with access 'operator' (set by http/api.ts; decision 025). */
    isOperator: (userId: string) => Promise<boolean>;
  }
}

type Parsed<C, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

export type RouteContext<R extends ApiRoute> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<Contracts[R], 'params'>;
  query: Parsed<Contracts[R], 'query'>;
  body: Parsed<Contracts[R], 'body'>;
  viewer: Viewer;
  /** The signed-in person (contracts with access 'session' or 'operator'): ownership always comes from here. */
  userId: Contracts[R]['access'] extends 'session' | 'operator' ? string : undefined;
  /** Sends the answer kept under `key` in `cache`, loading it when missing: typed and checked like a returned one. */
  sendCached: (cache: ResponseCache, key: string, load: () => Promise<RouteAnswer<R>>) => Promise<FastifyReply>;
};

/** What a handler answers: the contract's success body, or the reply it has already sent (a redirect, a cached body). */
export type RouteAnswer<R extends ApiRoute> = z.input<Contracts[R]['response']>;
export type RouteHandler<R extends ApiRoute> = (context: RouteContext<R>) => Promise<RouteAnswer<R> | FastifyReply>;

/**
 * Registers the endpoint `key` of the shared contracts: a signed-in person is required where the contract says
 * so (401 before anything else), an operator for the 'operator' ones (403 for anyone else, read from the database
 * on every request, so a revoked role takes effect at once), then the path parameters, query and body are parsed
 * with its schemas (400 naming the field), and the handler gets them typed. Its answer is typed by the response
 * schema, and checked against it at run time when the instance `checksResponses` (the API tests).
 */
export function route<R extends ApiRoute>(app: FastifyInstance, key: R, options: RouteShorthandOptions, handler: RouteHandler<R>): void {
  const contract: Contracts[ApiRoute] = contracts[key];
  const { method, path } = splitRouteKey(key);
  app.route({
    ...options,
    method,
    url: path,
    handler: async (request, reply) => {
      const userId = contract.access === 'session' || contract.access === 'operator' ? requireUserId(request) : undefined;
      if (contract.access === 'operator' && !(await app.isOperator(userId!))) {
        throw new AppError('FORBIDDEN', ADMIN_MESSAGES.operatorsOnly);
      }
      const check = (answer: unknown) => {
        if (!app.checksResponses || 'isRedirect' in contract || 'isStream' in contract) return answer;
        const checked = contract.response.safeParse(answer);
        if (!checked.success) throw new Error(`${key} answered outside its contract: ${JSON.stringify(checked.error.issues.slice(0, 3))}`);
        return answer;
      };
      const context = {
        request,
        reply,
        params: 'params' in contract ? parseInput(contract.params, request.params) : undefined,
        query: 'query' in contract ? parseInput(contract.query, request.query) : undefined,
        body: 'body' in contract ? parseInput(contract.body, request.body ?? {}) : undefined,
        viewer: viewerOf(request),
        userId,
        sendCached: (cache: ResponseCache, cacheKey: string, load: () => Promise<unknown>) =>
          cache.send(request, reply, cacheKey, async () => check(await load())),
      } as RouteContext<R>;
      const answer = await handler(context);
      return answer === reply ? reply : check(answer);
    },
  });
}
