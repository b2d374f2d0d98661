import type { AdListQuery } from '@mohalla/shared';
import type { ResponseCache } from '../../base/response-cache.ts';
import type { AdsService, ViewerFingerprint } from './ads.service.ts';

/**
 * What a visitor (nobody signed in) is answered by GET /ads and GET /ads/:id, and what the drawn browse and ad pages
 * inline: the same answers, from the same kept copies (null caches when ADS_CACHE_SECONDS is 0, decision 013), asked
 * directly by the pages rather than through an HTTP request in-process (decision 016, thirteenth session).
 */
export function createVisitorAnswers(
  service: Pick<AdsService, 'list' | 'detail' | 'countView'>,
  { lists, pages }: { lists: ResponseCache | null; pages: ResponseCache | null },
) {
  // The parsed query has a fixed key order and defaults filled in, so equal lists share one key.
  const listKey = (query: AdListQuery) => JSON.stringify(query);
  const pageKey = (id: number) => String(id);
  const adPage = async (id: number) => ({ success: true as const, data: await service.detail(id, null, null) });

  /** Counts the visit (once per visitor and day); a new view changes the count, so the kept page is dropped. */
  async function visit(id: number, who: ViewerFingerprint): Promise<boolean> {
    const isNew = await service.countView(id, null, who);
    if (isNew) pages?.delete(pageKey(id));
    return isNew;
  }

  return {
    /** Ads lists: the same for everyone, signed in or not (no contact fields, decision 027). */
    lists: {
      cache: lists,
      keyOf: listKey,
      /** The answer of GET /ads for `query`, as the JSON text the API sends. */
      async json(query: AdListQuery): Promise<string> {
        if (!lists) return JSON.stringify(await service.list(query));
        return (await lists.body(listKey(query), async () => service.list(query))).toString();
      },
    },
    /**
     * Ad pages: the same for every visitor until a new view changes the count. The visitor whose view that was
     * gets a fresh page and the kept one is dropped (made at once, it cost a fresh page plus an extra compression).
     */
    adPages: {
      cache: pages,
      keyOf: pageKey,
      visit,
      /** A fresh page, nothing counted. */
      load: adPage,
      /** The answer of GET /ads/:id for this visitor, their visit counted, as JSON text. */
      async json(id: number, who: ViewerFingerprint): Promise<string> {
        if (!pages) return JSON.stringify({ success: true, data: await service.detail(id, null, who) });
        if (await visit(id, who)) return JSON.stringify(await adPage(id));
        return (await pages.body(pageKey(id), () => adPage(id))).toString();
      },
    },
  };
}

export type VisitorAnswers = ReturnType<typeof createVisitorAnswers>;
