import type { AdListQuery } from '@mohalla/shared';
import type { ResponseCache } from '../../base/response-cache.ts';
import type { AdsService } from './ads.service.ts';

/**
 * A visitor's ads list: the same for everyone, signed in or not (no contact fields, decision 027), so one copy is kept
 * in `lists` (null when ADS_CACHE_SECONDS is 0) for the API's answer and the browse page's inlined one alike.
 */
export function createVisitorLists(service: Pick<AdsService, 'list'>, lists: ResponseCache | null) {
  // The parsed query has a fixed key order and defaults filled in, so equal lists share one key.
  const keyOf = (query: AdListQuery) => JSON.stringify(query);
  return {
    cache: lists,
    keyOf,
    /** The answer of GET /ads for `query`, as the JSON text the API sends. */
    async json(query: AdListQuery): Promise<string> {
      if (!lists) return JSON.stringify(await service.list(query));
      return (await lists.body(keyOf(query), async () => service.list(query))).toString();
    },
  };
}

export type VisitorLists = ReturnType<typeof createVisitorLists>;
